// Logos of leagues, categories and teams uploaded as image files (ADR 063). The type is read from
// the bytes by sharp, never from a name or header: PNG, JPEG or WebP; an SVG is refused, since
// one may carry script and is not sanitised here. The file and its responsive copies (ADR 055) are
// stored under the tenant's part of the media store, in a folder named by the file's hash, and the
// identity's logo points at it; the change is audited like any identity change.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminIdentity } from '@touchline/contract/calls/admin';
import { logoMaxBytes, type UploadLogoBody } from '@touchline/contract/calls/admin-media';
import sharp from 'sharp';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { mediaFilePolicy } from '../../media/file-policy';
import { writeVariantsBeside } from '../../media/images/variant-library';
import { checkKey, type MediaStore } from '../../media/storage/media-store';
import type { Tenant } from '../tenants/tenant';
import { findIdentityRow, updateIdentityRow } from './admin-identity-repository';
import { toAdminIdentity } from './admin-identity-service';
import { appendAudit } from './audit-repository';

export interface LogoDeps {
  db: Db;
  store: MediaStore;
  /** Scratch folder: the file and its copies before they are stored. */
  workDir: string;
  invalidate: (tenantId: string) => void;
}

/** Formats sharp names that a logo may be, and the extension its file gets. */
const taken: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
/** Larger sides are refused: a logo is shown at a few hundred pixels at most. */
const maxSide = 4096;

const unsupported = (message: string) => new AppError('unsupported_media_type', message);

/** What the bytes are, by their content; refuses anything but a PNG, JPEG or WebP image. */
export async function readLogo(
  bytes: Buffer,
): Promise<{ extension: string; width: number; height: number }> {
  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: maxSide * maxSide }).metadata();
  } catch {
    throw unsupported('Not an image: a logo must be a PNG, JPEG or WebP file');
  }
  if (metadata.format === 'svg')
    throw unsupported(
      'SVG logos are not taken (an SVG may carry script): upload a PNG, JPEG or WebP',
    );
  const extension = metadata.format ? taken[metadata.format] : undefined;
  if (!extension || !metadata.width || !metadata.height)
    throw unsupported(`A logo must be a PNG, JPEG or WebP file, not ${metadata.format ?? 'this'}`);
  if (metadata.width > maxSide || metadata.height > maxSide)
    throw AppError.invalid('body', 'data', `must be at most ${maxSide} pixels on each side`);
  return { extension, width: metadata.width, height: metadata.height };
}

export async function uploadLogo(
  deps: LogoDeps,
  tenant: Tenant,
  actor: string,
  identityId: string,
  body: UploadLogoBody,
): Promise<AdminIdentity> {
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.length === 0) throw AppError.invalid('body', 'data', 'must not be empty');
  if (bytes.length > logoMaxBytes)
    throw AppError.invalid('body', 'data', `must be at most ${logoMaxBytes / 1024} KB`);
  const before = await findIdentityRow(deps.db, tenant.id, identityId);
  if (!before) throw AppError.notFound(`No identity ${identityId}`, 'identity');
  const image = await readLogo(bytes);
  const hash = createHash('sha256')
    .update(bytes)
    .digest('base64url')
    .slice(0, 16)
    .replace(/-/g, '_');
  const folderKey = checkKey(`uploads/${tenant.id}/logo-${identityId}-${hash}`);
  const name = `logo.${image.extension}`;
  const scratch = join(deps.workDir, 'logos', `${tenant.id}-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(scratch, { recursive: true });
    await writeFile(join(scratch, name), bytes);
    await writeVariantsBeside(scratch, name);
    await deps.store.putFolder(
      folderKey,
      scratch,
      (file) =>
        mediaFilePolicy(`/${file.split('/').pop() ?? ''}`)?.contentType ??
        'application/octet-stream',
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const logoUrl = `/media/${folderKey}/${name}`;
  const row = await deps.db.transaction(async (tx) => {
    const after = await updateIdentityRow(tx, tenant.id, identityId, { logoUrl });
    if (!after) throw AppError.notFound(`No identity ${identityId}`, 'identity');
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'identity.logo',
      targetKind: before.kind,
      targetId: identityId,
      before: { logoUrl: before.logoUrl },
      after: { logoUrl, bytes: bytes.length, width: image.width, height: image.height },
    });
    return after;
  });
  deps.invalidate(tenant.id);
  return toAdminIdentity(row);
}
