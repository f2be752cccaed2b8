// Where a responsive copy of an image comes from (ADR 055): made once from its source with sharp,
// then kept in the media store (local files or the bucket, ADR 047) and read from there. The demo
// library's copies are kept under `variants/demo/…`; an upload's copies sit next to its poster in
// `uploads/<tenant>/<job>/` (the transcode job writes them), so a tenant's copies are as much its
// own as its renditions are. A copy not made yet (the store was emptied, an older upload) is made
// on its first request; requests for it meanwhile wait for the same work.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  imageVariantFormats,
  imageVariantTypes,
  imageVariantWidths,
  type ImageVariantAddress,
  type ImageVariantFormat,
} from '@touchline/contract/image-variants';
import { assetFolder } from '../demo-aliases';
import type { MediaStore } from '../storage/media-store';
import { checkKey } from '../storage/media-store';
import { renderVariant } from './render-variant';

export interface VariantLibrary {
  /** The copy's bytes for a visitor of `tenantId`, or null when its source is not there (or is
   *  another tenant's upload). */
  read(address: ImageVariantAddress, tenantId: string): Promise<Buffer | null>;
}

/** A copy's file name next to its source: `poster.jpg` → `poster.jpg.640.avif`. */
export const variantName = (source: string, width: number, format: ImageVariantFormat) =>
  `${source}.${width}.${format}`;

/** Every copy of one image, as the transcode job and the demo warm-up write them. */
export async function renderAllVariants(
  source: Buffer,
): Promise<{ width: number; format: ImageVariantFormat; bytes: Buffer }[]> {
  const copies = [];
  // One after another: the copies of one poster are never urgent enough to take both cores.
  for (const width of imageVariantWidths)
    for (const format of imageVariantFormats)
      copies.push({ width, format, bytes: await renderVariant(source, width, format) });
  return copies;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Writes bytes into the store (which takes files) through a scratch file. */
async function putBytes(store: MediaStore, key: string, bytes: Buffer, type: string) {
  const scratch = await mkdtemp(join(tmpdir(), 'touchline-variant-'));
  try {
    const file = join(scratch, 'copy');
    await writeFile(file, bytes);
    await store.putFile(key, file, type);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export interface VariantLibraryOptions {
  /** `{mediaDir}/demo`: the committed demo media. */
  demoDir: string;
  /** Keeps the copies; absent (some tests), every copy is made when asked for. */
  store?: MediaStore;
}

/** Where a source is read from and its copies kept, or null for an address no one may read. */
interface Located {
  readSource(): Promise<Buffer | null>;
  cacheKey(width: number, format: ImageVariantFormat): string;
}

function locate(
  source: string,
  tenantId: string,
  options: VariantLibraryOptions,
): Located | null {
  const parts = source.split('/');
  if (parts[0] === 'uploads') {
    const { store } = options;
    // A tenant's host serves that tenant's uploads only, as `/media/uploads/` does.
    if (!store || parts[1] !== tenantId) return null;
    return {
      readSource: async () => {
        const body = await store.read(checkKey(source));
        return body ? bytesOf(body) : null;
      },
      cacheKey: (width, format) => checkKey(variantName(source, width, format)),
    };
  }
  // A paid demo game's alias names the folder it is served from (ADR 049).
  if (parts[0] === 'vod' && parts[1]) parts[1] = assetFolder(parts[1]);
  const demoPath = parts.join('/');
  return {
    readSource: () =>
      readFile(join(options.demoDir, ...parts)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR')
          return null;
        throw error;
      }),
    cacheKey: (width, format) => checkKey(`variants/demo/${variantName(demoPath, width, format)}`),
  };
}

export function createVariantLibrary(options: VariantLibraryOptions): VariantLibrary {
  const making = new Map<string, Promise<Buffer | null>>();

  const make = async (located: Located, key: string, width: number, format: ImageVariantFormat) => {
    const source = await located.readSource();
    if (!source) return null;
    const bytes = await renderVariant(source, width, format);
    if (options.store) await putBytes(options.store, key, bytes, imageVariantTypes[format]);
    return bytes;
  };

  return {
    async read({ source, width, format }, tenantId) {
      const located = locate(source, tenantId, options);
      if (!located) return null;
      const key = located.cacheKey(width, format);
      const kept = options.store ? await options.store.read(key) : null;
      if (kept) return bytesOf(kept);
      let pending = making.get(key);
      if (!pending) {
        pending = make(located, key, width, format).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}

/** Writes every copy of the image file `folder/name` next to it (`name.640.avif`, …). */
export async function writeVariantsBeside(folder: string, name: string): Promise<void> {
  const source = await readFile(join(folder, name));
  for (const copy of await renderAllVariants(source))
    await writeFile(join(folder, variantName(name, copy.width, copy.format)), copy.bytes);
}
