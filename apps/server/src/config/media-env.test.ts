import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const cwd = '/srv/touchline';

describe('loadConfig', () => {
  it('reads object storage, path-style by default with an endpoint of its own', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'touchline-media',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    };
    expect(loadConfig(s3, cwd).objectStorage).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'touchline-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
    // AWS itself: its own endpoint, host-style, the SDK's credential chain.
    expect(
      loadConfig({ S3_BUCKET: 'league-media', S3_REGION: 'eu-west-1' }, cwd).objectStorage,
    ).toEqual({
      endpoint: null,
      bucket: 'league-media',
      region: 'eu-west-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('refuses half an object storage configuration rather than keep media on disk', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }, cwd)).toThrow(
      /S3_ENDPOINT: needs S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media-1', S3_ACCESS_KEY_ID: 'key' }, cwd)).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' }, cwd)).toThrow(/S3_BUCKET:/);
    expect(() => loadConfig({ S3_BUCKET: 'media-1', S3_ENDPOINT: 'ftp://x' }, cwd)).toThrow(
      /S3_ENDPOINT:/,
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'media-1', UPLOAD_MAX_BYTES: String(6 * 1024 ** 3) }, cwd),
    ).toThrow(/UPLOAD_MAX_BYTES: must be at most/);
  });

  it('reads live ingest: on by default outside tests, off on request, a port, an rtmp address and a reconnect grace in whole seconds only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).pipeline.rtmp).toBeNull();
    expect(loadConfig({ RTMP_PORT: 'off' }, cwd).pipeline.rtmp).toBeNull();
    expect(
      loadConfig(
        {
          RTMP_PORT: '1936',
          RTMP_HOST: '127.0.0.1',
          RTMP_PUBLIC_URL: 'rtmp://ingest.example.com:1936/',
          RTMP_RECONNECT_GRACE_SECONDS: '10',
        },
        cwd,
      ).pipeline.rtmp,
    ).toEqual({
      port: 1936,
      host: '127.0.0.1',
      publicUrl: 'rtmp://ingest.example.com:1936',
      reconnectGraceMs: 10_000,
    });
    expect(loadConfig({}, cwd).pipeline.rtmp?.reconnectGraceMs).toBe(30_000);
    for (const grace of ['-1', '601', '1.5', 'soon']) {
      expect(() => loadConfig({ RTMP_RECONNECT_GRACE_SECONDS: grace }, cwd)).toThrow(
        /RTMP_RECONNECT_GRACE_SECONDS:/,
      );
    }
    expect(() => loadConfig({ RTMP_PORT: '70000' }, cwd)).toThrow(/RTMP_PORT:/);
    expect(() => loadConfig({ RTMP_PORT: 'yes' }, cwd)).toThrow(/RTMP_PORT:/);
    expect(() => loadConfig({ RTMP_PUBLIC_URL: 'https://ingest.example.com' }, cwd)).toThrow(
      /RTMP_PUBLIC_URL:/,
    );
  });
});
