// Media: the demo media folder, uploads and their transcodes, live ingest, and where uploads and
// renditions are kept.
import { z } from 'zod';
import type { S3Settings } from '../media/storage/media-store';
import { ConfigError, type ConfigProblem } from './config-error';
import { onOff, urlWithProtocols } from './env-values';
import type { Mode } from './runtime-env';

export const mediaEnv = z.object({
  MEDIA_DIR: z.string().min(1).default('./media'),
  /** The largest video an operator may upload (default 4 GiB). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1e12)
    .default(4 * 1024 ** 3),
  /** ffmpeg and ffprobe; unset: found on PATH. Without them uploads are refused, clearly. */
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  /** The background job worker (transcodes); on by default outside tests. */
  JOB_WORKER: onOff.optional(),
  /** RTMP ingest (ADR 056): the port encoders push to, or `off`; default 1935, off in tests. */
  RTMP_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(1).max(65535)], 'must be a port or off')
    .optional(),
  RTMP_HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * How long a push whose connection dropped may come back as the same broadcast before the game
   * ends (ADR 071). An encoder that stops its stream ends it at once.
   */
  RTMP_RECONNECT_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /** The address encoders are told (`rtmp://ingest.example.com:1935`); default: the portal's host. */
  RTMP_PUBLIC_URL: urlWithProtocols(['rtmp', 'rtmps']).optional(),
  /** Object storage of uploads and their renditions (ADR 047); unset S3_BUCKET: local files. */
  S3_ENDPOINT: urlWithProtocols(['http', 'https']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 of a-z 0-9 . -)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'must be a region name (e.g. us-east-1)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(3).max(128).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(8).max(256).optional(),
  S3_FORCE_PATH_STYLE: onOff.optional(),
});

type MediaEnv = z.infer<typeof mediaEnv>;

export interface MediaConfig {
  mediaDir: string;
  /** Uploads and their transcodes (ADR 043). */
  pipeline: {
    maxUploadBytes: number;
    ffmpegPath: string | null;
    ffprobePath: string | null;
    jobWorker: boolean;
    /** Live pushes; null when off. */
    rtmp: { port: number; host: string; publicUrl: string | null; reconnectGraceMs: number } | null;
  };
  /**
   * Where uploads and renditions are kept (ADR 047): an S3-compatible bucket when S3_BUCKET is
   * set, else local files under DATA_DIR/media.
   */
  objectStorage: S3Settings | null;
}

/** `path` resolves a relative path against the repository root. */
export function mediaConfig(
  e: MediaEnv,
  { nodeEnv }: Mode,
  path: (p: string) => string,
): MediaConfig {
  const objectStorage = objectStorageOf(e);
  return {
    objectStorage,
    mediaDir: path(e.MEDIA_DIR),
    pipeline: {
      maxUploadBytes: e.UPLOAD_MAX_BYTES,
      ffmpegPath: e.FFMPEG_PATH ?? null,
      ffprobePath: e.FFPROBE_PATH ?? null,
      jobWorker: (e.JOB_WORKER ?? (nodeEnv === 'test' ? 'off' : 'on')) === 'on',
      rtmp: rtmpSettings(e.RTMP_PORT ?? (nodeEnv === 'test' ? 'off' : 1935), e),
    },
  };
}

/** One PutObject carries at most 5 GiB; the store sends a source in one (s3-store.ts). */
export const maxObjectBytes = 5 * 1024 ** 3;

function objectStorageOf(e: MediaEnv): S3Settings | null {
  const problems: ConfigProblem[] = [];
  const named = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!e.S3_BUCKET) {
    // Half a configuration would silently keep media on local disk: say so instead.
    for (const variable of named)
      if (e[variable]) problems.push({ variable, message: 'needs S3_BUCKET' });
    if (problems.length > 0) throw new ConfigError(problems);
    return null;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push({
      variable: e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      message: "must be set together with its pair (or neither, for the SDK's own credentials)",
    });
  if (e.UPLOAD_MAX_BYTES > maxObjectBytes)
    problems.push({
      variable: 'UPLOAD_MAX_BYTES',
      message: `must be at most ${maxObjectBytes} (5 GiB) with object storage`,
    });
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    // A custom endpoint (MinIO, a local server) rarely has per-bucket host names.
    forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'on' : 'off')) === 'on',
  };
}

function rtmpSettings(port: number | 'off', e: MediaEnv) {
  if (port === 'off') return null;
  return {
    port,
    host: e.RTMP_HOST,
    publicUrl: e.RTMP_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    reconnectGraceMs: e.RTMP_RECONNECT_GRACE_SECONDS * 1000,
  };
}
