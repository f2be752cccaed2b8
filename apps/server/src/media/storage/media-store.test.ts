// The two media stores behave alike (ADR 047): what is put can be read whole or in part, listed,
// replaced folder by folder and deleted; a missing key reads as null. The bucket one runs against
// the loopback S3 server of test/s3-test-server.ts, listing in pages of two to follow the
// continuation tokens.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { createLocalStore } from './local-store';
import { checkKey, type MediaStore } from './media-store';
import { createS3Store } from './s3-store';

let scratch: string;
let s3: S3TestServer;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'touchline-store-'));
  s3 = await startS3TestServer({ pageSize: 2 });
});
afterAll(async () => {
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
});

const stores: [string, () => MediaStore][] = [
  ['local files', () => createLocalStore(join(scratch, 'root'))],
  [
    'an S3 bucket',
    () =>
      createS3Store({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: 'us-east-1',
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        forcePathStyle: true,
      }),
  ],
];

let counter = 0;
async function file(contents: string): Promise<string> {
  const path = join(scratch, `file-${(counter += 1)}`);
  await writeFile(path, contents);
  return path;
}

describe.each(stores)('the media store on %s', (_name, make) => {
  const type = () => 'application/octet-stream';

  it('reads what was put, whole and by range, and null for a missing key', async () => {
    const store = make();
    await store.putFile('sources/tn-a/up-1', await file('0123456789'), 'video/mp4');
    expect(await store.head('sources/tn-a/up-1')).toMatchObject({ size: 10 });
    expect(await text((await store.read('sources/tn-a/up-1'))!)).toBe('0123456789');
    expect(await text((await store.read('sources/tn-a/up-1', { start: 2, end: 4 }))!)).toBe('234');
    expect(await store.head('sources/tn-a/missing')).toBeNull();
    expect(await store.read('sources/tn-a/missing')).toBeNull();
    expect(await store.localCopy('sources/tn-a/missing', join(scratch, 'copies'))).toBeNull();
  });

  it('gives a local copy for tools that need a path, and deletes', async () => {
    const store = make();
    await store.putFile('sources/tn-a/up-2', await file('video bytes'), 'video/mp4');
    const copy = (await store.localCopy('sources/tn-a/up-2', join(scratch, 'copies')))!;
    expect(await readFile(copy.path, 'utf8')).toBe('video bytes');
    await copy.release();
    await store.delete('sources/tn-a/up-2');
    expect(await store.head('sources/tn-a/up-2')).toBeNull();
  });

  it('replaces a folder whole: a dead attempt’s leftovers go, and lists every key', async () => {
    const store = make();
    const folder = async (files: Record<string, string>) => {
      const dir = join(scratch, `folder-${(counter += 1)}`);
      for (const [name, contents] of Object.entries(files)) {
        await mkdir(join(dir, name, '..'), { recursive: true });
        await writeFile(join(dir, name), contents);
      }
      return dir;
    };
    const prefix = 'uploads/tn-a/job-1';
    await store.putFolder(prefix, await folder({ 'r0/seg-000.m4s': 'old', 'r0/seg-009.m4s': 'x' }), type);
    await store.putFolder(
      prefix,
      await folder({ 'master.m3u8': 'm', 'r0/index.m3u8': 'i', 'r0/seg-000.m4s': 'new', 'poster.jpg': 'p' }),
      type,
    );
    expect((await store.list(`${prefix}/`)).sort()).toEqual(
      ['master.m3u8', 'poster.jpg', 'r0/index.m3u8', 'r0/seg-000.m4s'].map((n) => `${prefix}/${n}`),
    );
    expect(await text((await store.read(`${prefix}/r0/seg-000.m4s`))!)).toBe('new');
    // Another tenant's prefix lists nothing of this one.
    expect(await store.list('uploads/tn-b/')).toEqual([]);
  });

  it('refuses keys that could leave their folder', async () => {
    const store = make();
    for (const key of ['uploads/../secrets', 'uploads//x', '/uploads/x', 'uploads/x/', 'a\\b'])
      await expect(store.head(key), key).rejects.toThrow(/not a storage key/);
    expect(() => checkKey('uploads/tn-a/job-1/master.m3u8')).not.toThrow();
  });
});
