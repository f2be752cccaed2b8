// Where uploaded media lives (ADR 047): one interface over local files (the default) and an
// S3-compatible bucket. Keys are `/`-separated paths (`uploads/<tenant>/<job>/master.m3u8`,
// `sources/<tenant>/<upload>`); the first part names the area, the second the tenant, so a key
// is never built from a request without its tenant. The media routes read through it, the upload
// pipeline writes through it; nothing else touches the files or the bucket.
import type { Readable } from 'node:stream';

/** An S3-compatible bucket (config/media-env.ts reads it from S3_*). */
export interface S3Settings {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Unset: the SDK's usual credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `bucket` in the path rather than the host name (MinIO and most local servers need it). */
  forcePathStyle: boolean;
}

/** What is known of a stored object without reading it. */
export interface StoredInfo {
  size: number;
  /** A validator for conditional requests, quoted as HTTP sends it. */
  etag: string;
  lastModified: Date;
}

/** Inclusive byte positions, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** The object's size and validators, or null when there is none under `key`. */
  head(key: string): Promise<StoredInfo | null>;
  /** The object's bytes (or the given range of them), or null when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Stores a local file under `key`, replacing what was there. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** Stores every file below `folder` under `prefix/…`, replacing what the prefix held before. */
  putFolder(prefix: string, folder: string, contentTypeOf: (name: string) => string): Promise<void>;
  /**
   * A local file with the object's bytes, for tools that need a path (ffmpeg): the file itself on
   * local storage, a download into `scratch` from a bucket. `release` removes a download.
   */
  localCopy(
    key: string,
    scratch: string,
  ): Promise<{ path: string; release: () => Promise<void> } | null>;
  /** The keys under `prefix` (a folder: `uploads/tn-a/`). */
  list(prefix: string): Promise<string[]>;
  delete(key: string): Promise<void>;
}

/** A key the stores accept: plain names joined by `/`, no empty, dot or dot-dot parts. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')))
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Where an upload's source waits for its transcode, and where the renditions are served from. */
export const storageKeys = {
  source: (tenantId: string, uploadId: string) => checkKey(`sources/${tenantId}/${uploadId}`),
  renditions: (tenantId: string, jobId: string) => checkKey(`uploads/${tenantId}/${jobId}`),
};
