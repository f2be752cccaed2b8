// Where tus keeps an upload while its bytes arrive (ADR 053), reachable from every server process
// so any of them may take the next PATCH: with a bucket configured, the bucket itself (tus's S3
// store: a multipart upload per tus upload, its state in `<id>.info` beside it); otherwise files
// under DATA_DIR/uploads/incoming, which is shared when the processes share DATA_DIR. Either way
// the lock that keeps two writers apart is upload-locks.ts's. A finished upload is read from here
// once (ffprobe, then the media store's `sources/…`) and then forgotten.
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, KvStore } from '@tus/server';
import type { S3Settings } from '../../media/storage/media-store';
import { s3ClientConfig } from '../../media/storage/s3-store';

export interface UploadArea {
  kind: 'files' | 's3';
  datastore: DataStore;
  /** A local file holding the finished upload; the media store's `putFile` consumes it. */
  finished(id: string): Promise<{ path: string; release(): Promise<void> }>;
  /** Forgets a finished upload once the media store holds it. */
  discard(id: string): Promise<void>;
}

export function fileUploadArea(incoming: string): UploadArea {
  return {
    kind: 'files',
    datastore: new FileStore({ directory: incoming }),
    finished: (id) =>
      Promise.resolve({ path: join(incoming, id), release: () => Promise.resolve() }),
    // The file itself moved into the media store; tus's record of it goes too.
    discard: (id) => rm(join(incoming, `${id}.json`), { force: true }),
  };
}

/**
 * No metadata cache: tus's S3 store keeps one per process by default, which another process's
 * writes would leave stale (an upload it saw in progress, completed and forgotten elsewhere).
 */
const uncached: KvStore<never> = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  delete: () => Promise.resolve(),
};

/** Parts below 5 MiB cannot be multipart parts (S3's rule), so tus keeps them as `<id>.part`. */
const partSize = 8 * 1024 * 1024;

export function s3UploadArea(settings: S3Settings, work: string): UploadArea {
  const client = new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    datastore: new S3Store({
      partSize,
      // Tags mark expiry; nothing expires uploads yet, and several S3-compatible servers lack them.
      useTags: false,
      cache: uncached,
      s3ClientConfig: { bucket: Bucket, ...s3ClientConfig(settings) },
    }),
    async finished(id) {
      const path = join(work, 'arrived', id);
      await mkdir(join(work, 'arrived'), { recursive: true });
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: id }));
      if (!(answer.Body instanceof Readable)) throw new Error(`the upload ${id} has no body`);
      await pipeline(answer.Body, createWriteStream(path));
      return { path, release: () => rm(path, { force: true }) };
    },
    async discard(id) {
      for (const Key of [id, `${id}.info`, `${id}.part`])
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
