// The rules of the console's leagues, categories and teams. Each change and its audit record are
// written in one transaction; identities are not announced to a room, so the catalogue is told
// to forget its cached answers directly.
import type {
  AdminIdentity,
  CreateIdentityBody,
  UpdateIdentityBody,
} from '@touchline/contract/calls/admin';
import type { IdentityKind } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import type { IdentityRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import { newId, type AdminDeps } from './admin-deps';
import {
  findIdentityRow,
  insertIdentityRow,
  listIdentityRows,
  updateIdentityRow,
} from './admin-identity-repository';
import { appendAudit, snapshot } from './audit-repository';

export const toAdminIdentity = (row: IdentityRow): AdminIdentity => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  parentId: row.parentId,
  shortName: row.shortName,
  logoUrl: row.logoUrl,
  colour: row.colour,
  sportType: row.sportType,
  archived: row.archived,
});

/** The identity `id` of one of `kinds` in the tenant, else a bad-input error on `field`. */
export async function identityOf(
  db: Db,
  tenantId: string,
  id: string,
  field: string,
  kinds: readonly IdentityKind[],
): Promise<IdentityRow> {
  const row = await findIdentityRow(db, tenantId, id);
  // Another tenant's id reads exactly like a missing one.
  if (!row || !kinds.includes(row.kind))
    throw AppError.invalid('body', field, `no ${kinds.join(' or ')} ${id} in this tenant`);
  return row;
}

export async function listIdentities(db: Db, tenant: Tenant, kind: IdentityKind | undefined) {
  return (await listIdentityRows(db, tenant.id, kind)).map(toAdminIdentity);
}

export async function createIdentity(
  deps: AdminDeps,
  tenant: Tenant,
  actor: string,
  body: CreateIdentityBody,
): Promise<AdminIdentity> {
  const parent = body.parentId
    ? await identityOf(deps.db, tenant.id, body.parentId, 'parentId', [
        'league',
        'category',
        'subcategory',
        'club',
      ])
    : null;
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertIdentityRow(tx, {
      tenantId: tenant.id,
      id: newId(body.kind),
      kind: body.kind,
      parentId: parent?.id ?? null,
      title: body.title,
      shortName: body.shortName ?? null,
      logoUrl: body.logoUrl ?? null,
      colour: body.colour ?? null,
      sportType: body.sportType ?? parent?.sportType ?? null,
    });
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'identity.create',
      targetKind: inserted.kind,
      targetId: inserted.id,
      before: null,
      after: snapshot(inserted),
    });
    return inserted;
  });
  deps.invalidate(tenant.id);
  return toAdminIdentity(row);
}

export async function updateIdentity(
  deps: AdminDeps,
  tenant: Tenant,
  actor: string,
  id: string,
  body: UpdateIdentityBody,
): Promise<AdminIdentity> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findIdentityRow(tx, tenant.id, id);
    if (!before) throw AppError.notFound(`No identity ${id}`, 'identity');
    const after = await updateIdentityRow(tx, tenant.id, id, body);
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'identity.update',
      targetKind: before.kind,
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after!;
  });
  deps.invalidate(tenant.id);
  return toAdminIdentity(row);
}
