// An upload with object storage configured (ADR 047): the tus upload's file lands in the bucket as
// the job's source, the transcode reads it from there and stores the ladder, poster and
// thumbnails in the bucket under the tenant's prefix, and the replay plays from the bucket. Local
// disk keeps only the tus upload area and scratch, both emptied once the job is done.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AdminJob } from '@touchline/contract/calls/admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { s3Env, startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';
import { uploadFile } from '../../cli/content-upload';
import { findFfmpeg } from '../../media/pipeline/ffmpeg-tools';
import { demoOperatorKeys } from './operator-key';

const run = promisify(execFile);
const tools = await findFfmpeg({
  ffmpegPath: process.env.FFMPEG_PATH ?? null,
  ffprobePath: process.env.FFPROBE_PATH ?? null,
});
if (!tools) console.warn('Skipping the upload-to-bucket test: ffmpeg and ffprobe were not found');

let s3: S3TestServer;
let t: TestApp;
let dataDir: string;
let server: string;
let video: string;
const key = demoOperatorKeys.touchline!;

describe.skipIf(!tools)('uploads into object storage', () => {
  beforeAll(async () => {
    s3 = await startS3TestServer();
    dataDir = await mkdtemp(join(tmpdir(), 'touchline-bucket-uploads-'));
    video = join(dataDir, 'source.mp4');
    await run(tools!.ffmpeg, [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=320x180:rate=25',
      ],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '3', '-c:v', 'libx264'],
      ...['-preset', 'ultrafast', '-c:a', 'aac', '-shortest', video],
    ]);
    t = await createTestApp({ ...s3Env(s3), DATA_DIR: dataDir, JOB_WORKER: 'on' });
    server = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores the source and the renditions in the bucket, and plays them from there', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { host: hosts.touchline, 'x-operator-key': key },
      payload: { title: 'Uploaded to the bucket' },
    });
    const eventId = created.json<{ content: { id: string } }>().content.id;
    const answer = await uploadFile({ server, host: 'localhost', key }, eventId, video);

    const sources = [...s3.objects.keys()].filter((k) => k.startsWith('sources/'));
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatch(/^sources\/tn-touchline\/tn-touchline\.[0-9a-f]{32}$/);

    await vi.waitFor(
      async () => {
        const job = await t.app.inject({
          url: `/api/admin/jobs/${answer.jobId}`,
          headers: { host: hosts.touchline, 'x-operator-key': key },
        });
        expect(job.json<{ content: AdminJob }>().content.state).toBe('done');
      },
      { timeout: 120_000, interval: 250 },
    );

    const prefix = `uploads/tn-touchline/${answer.jobId}/`;
    const stored = [...s3.objects.keys()].filter((k) => k.startsWith(prefix));
    for (const name of [
      'master.m3u8',
      'r0/index.m3u8',
      'r1/index.m3u8',
      'r0/init_0.mp4',
      'r0/seg-000.m4s',
      'poster.jpg',
      // Its responsive copies (ADR 055).
      'poster.jpg.320.avif',
      'poster.jpg.1280.webp',
      'sprite.jpg',
      'thumbnails.vtt',
    ])
      expect(stored, name).toContain(prefix + name);
    // Playlists were put last (the map keeps the order of the puts): a player that finds one
    // finds every segment it names.
    const firstPlaylist = stored.findIndex((k) => k.endsWith('.m3u8'));
    expect(stored.slice(firstPlaylist).every((k) => k.endsWith('.m3u8'))).toBe(true);
    expect(s3.objects.get(`${prefix}master.m3u8`)!.contentType).toBe(
      'application/vnd.apple.mpegurl',
    );
    expect(s3.objects.get(`${prefix}r0/seg-000.m4s`)!.contentType).toBe('video/iso.segment');
    expect(s3.objects.get(`${prefix}poster.jpg.640.avif`)!.contentType).toBe('image/avif');

    // The replay's address is the bucket's object, byte for byte.
    const master = await t.app.inject({
      url: `/media/${prefix}master.m3u8`,
      headers: { host: hosts.touchline },
    });
    expect(master.statusCode).toBe(200);
    expect(master.rawPayload.equals(s3.objects.get(`${prefix}master.m3u8`)!.body)).toBe(true);

    // Nothing of the media stayed on this machine's disk.
    const leftovers = await readdir(join(dataDir, 'uploads', 'work'), { recursive: true });
    expect(leftovers.filter((name) => /\.(m4s|m3u8|jpg|vtt)$/.test(String(name)))).toEqual([]);
    await expect(readdir(join(dataDir, 'media', 'uploads'))).rejects.toThrow(/ENOENT/);
  }, 150_000);
});
