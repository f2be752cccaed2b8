// Media storage in an S3-compatible bucket (AWS S3, MinIO, R2, …) through @aws-sdk/client-s3,
// used when S3_BUCKET is configured. Only single-request calls are used (PutObject, GetObject with
// Range, HeadObject, DeleteObject, ListObjectsV2): renditions are small files, and a source up to
// 5 GiB fits one PutObject (config/media-env.ts caps UPLOAD_MAX_BYTES there when a bucket is
// configured).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkKey, type MediaStore, type S3Settings } from './media-store';


const absent = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Files below a folder, as `/`-separated paths relative to it. */
async function relativeFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The client settings of every S3 client of the server (the media store, tus's upload store). */
export const s3ClientConfig = (settings: S3Settings): S3ClientConfig => ({
  region: settings.region,
  forcePathStyle: settings.forcePathStyle,
  // Checksums only where S3 requires them: the SDK's default (CRC trailers on every upload,
  // since 3.729) is refused by several S3-compatible servers, and TLS already guards the bytes.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  ...(settings.credentials ? { credentials: settings.credentials } : {}),
});

export function createS3Store(settings: S3Settings, client?: S3Client): MediaStore {
  const s3 = client ?? new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;

  const store: MediaStore = {
    kind: 's3',
    async head(key) {
      try {
        const answer = await s3.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return {
          size: answer.ContentLength ?? 0,
          etag: answer.ETag ?? `"${answer.ContentLength ?? 0}"`,
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      try {
        const answer = await s3.send(
          new GetObjectCommand({
            Bucket,
            Key: checkKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(path, { force: true });
    },
    async putFolder(prefix, folder, contentTypeOf) {
      const names = await relativeFiles(folder);
      const fresh = new Set(names.map((name) => `${prefix}/${name}`));
      // A dead attempt's leftovers under the same prefix go, so the folder is this attempt's alone.
      for (const stale of await store.list(`${prefix}/`))
        if (!fresh.has(stale)) await store.delete(stale);
      // Playlists last: a player that finds a playlist finds the segments it names.
      const ordered = [...names].sort(
        (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')),
      );
      for (const name of ordered)
        await store.putFile(`${prefix}/${name}`, join(folder, name), contentTypeOf(name));
      await rm(folder, { recursive: true, force: true });
    },
    async localCopy(key, scratch) {
      const body = await store.read(key);
      if (!body) return null;
      await mkdir(scratch, { recursive: true });
      const path = join(scratch, checkKey(key).split('/').join('_'));
      await pipeline(body, createWriteStream(path));
      return { path, release: () => rm(path, { force: true }) };
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
  return store;
}
