// Uploads end to end on a listening portal: a video sent with the tus protocol is probed, queued
// and transcoded into an HLS ladder with poster and thumbnails, and its game becomes a replay.
// Refused: what is not a video, no or another tenant's credentials, another tenant's game or upload.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AdminJob } from '@touchline/contract/calls/admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hosts, createTestApp, type TestApp } from '../../../test/test-app';
import { uploadFile } from '../../cli/content-upload';
import { findFfmpeg } from '../../media/pipeline/ffmpeg-tools';
import { demoOperatorKeys } from './operator-key';

const run = promisify(execFile);
const tools = await findFfmpeg({
  ffmpegPath: process.env.FFMPEG_PATH ?? null,
  ffprobePath: process.env.FFPROBE_PATH ?? null,
});
if (!tools) console.warn('Skipping the upload tests: ffmpeg and ffprobe were not found');

let t: TestApp;
let dataDir: string;
let server: string;
let video: string;
const keys = { touchline: demoOperatorKeys.touchline!, harbour: demoOperatorKeys.harbour! };
const touchline = () => ({ server, host: 'localhost', key: keys.touchline });

async function adminGet<T>(url: string, key = keys.touchline, host: string = hosts.touchline) {
  const response = await t.app.inject({ url, headers: { host, 'x-operator-key': key } });
  return { status: response.statusCode, body: response.json<{ content: T }>() };
}
async function newEvent(key = keys.touchline, host: string = hosts.touchline) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: { host, 'x-operator-key': key },
    payload: { title: 'Uploaded game' },
  });
  return response.json<{ content: { id: string } }>().content.id;
}
function createUpload(headers: Record<string, string>, metadata: Record<string, string>) {
  const encoded = Object.entries(metadata)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: {
      host: hosts.touchline,
      'tus-resumable': '1.0.0',
      'upload-length': '1000',
      'upload-metadata': encoded,
      ...headers,
    },
  });
}

describe.skipIf(!tools)('uploads', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'touchline-uploads-'));
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
    t = await createTestApp({ DATA_DIR: dataDir, JOB_WORKER: 'on' });
    server = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('turns an uploaded video into a replay with a ladder, poster and thumbnails', async () => {
    const eventId = await newEvent();
    const answer = await uploadFile(touchline(), eventId, video);
    expect(answer.eventId).toBe(eventId);
    const job = await vi.waitFor(
      async () => {
        const { body } = await adminGet<AdminJob>(`/api/admin/jobs/${answer.jobId}`);
        expect(body.content.state).toBe('done');
        return body.content;
      },
      { timeout: 120_000, interval: 250 },
    );
    expect(job).toMatchObject({ progress: 100, eventId, error: null });
    const event = await adminGet<{ status: string; streamUrl: string; posterUrl: string }>(
      '/api/admin/events',
    ).then(({ body }) =>
      (
        body.content as unknown as {
          entries: { id: string; status: string; streamUrl: string; posterUrl: string }[];
        }
      ).entries.find((e) => e.id === eventId),
    );
    expect(event).toMatchObject({ status: 'vod' });
    const master = await t.app.inject({
      url: event!.streamUrl,
      headers: { host: hosts.touchline },
    });
    expect(master.statusCode).toBe(200);
    expect(master.body.match(/#EXT-X-STREAM-INF/g)?.length).toBeGreaterThanOrEqual(2);
    const base = event!.streamUrl.replace(/master\.m3u8$/, '');
    for (const file of ['r0/index.m3u8', 'r1/index.m3u8', 'thumbnails.vtt', 'sprite.jpg']) {
      const response = await t.app.inject({ url: base + file, headers: { host: hosts.touchline } });
      expect(response.statusCode, file).toBe(200);
    }
    expect(
      (await t.app.inject({ url: event!.posterUrl, headers: { host: hosts.touchline } }))
        .statusCode,
    ).toBe(200);
    // The poster's responsive copies were made by the job, stored beside it (ADR 055).
    const copy = await t.app.inject({
      url: event!.posterUrl.replace(/^\/media\//, '/media/variants/640/') + '.avif',
      headers: { host: hosts.touchline },
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/avif');
    const audit = await adminGet<{ entries: { action: string }[] }>(
      `/api/admin/audit?targetId=${eventId}`,
    );
    expect(audit.body.content.entries.map((e) => e.action)).toContain('upload.create');
  }, 150_000);

  it('refuses a file that is not a video after probing it, and queues nothing', async () => {
    const eventId = await newEvent();
    const fake = join(dataDir, 'notes.mp4');
    await writeFile(fake, '#!/bin/sh\necho not a video\n');
    await expect(uploadFile(touchline(), eventId, fake)).rejects.toThrow(/415.*not a video/i);
  }, 60_000);

  it('answers 400 for a type that is not video and for a missing game id', async () => {
    const eventId = await newEvent();
    const asKey = { 'x-operator-key': keys.touchline };
    const text = await createUpload(asKey, {
      eventId,
      filename: 'notes.txt',
      filetype: 'text/plain',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: 'validation_error' });
    const noEvent = await createUpload(asKey, { filename: 'a.mp4', filetype: 'video/mp4' });
    expect(noEvent.statusCode).toBe(400);
  });

  it('answers 413 for an upload over the size limit', async () => {
    const eventId = await newEvent();
    const big = await createUpload(
      { 'x-operator-key': keys.touchline, 'upload-length': String(10 ** 13) },
      { eventId, filename: 'a.mp4', filetype: 'video/mp4' },
    );
    expect(big.statusCode).toBe(413);
  });

  it('refuses callers without credentials, another tenant\u2019s key, game and upload', async () => {
    const eventId = await newEvent();
    const meta = { eventId, filename: 'a.mp4', filetype: 'video/mp4' };
    expect((await createUpload({}, meta)).statusCode).toBe(401);
    expect((await createUpload({ 'x-operator-key': keys.harbour }, meta)).statusCode).toBe(403);
    const harbourEvent = await newEvent(keys.harbour, hosts.harbour);
    const foreign = await createUpload(
      { 'x-operator-key': keys.touchline },
      { ...meta, eventId: harbourEvent },
    );
    expect(foreign.statusCode).toBe(404);
    // An upload started by one tenant is not found from another.
    const started = await createUpload({ 'x-operator-key': keys.touchline }, meta);
    expect(started.statusCode).toBe(201);
    const location = started.headers.location!;
    const probe = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { host: hosts.harbour, 'tus-resumable': '1.0.0', 'x-operator-key': keys.harbour },
    });
    expect(probe.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: {
        host: hosts.touchline,
        'tus-resumable': '1.0.0',
        'x-operator-key': keys.touchline,
      },
    });
    expect(own.statusCode).toBe(200);
    const job = await adminGet<AdminJob>('/api/admin/jobs/job-none');
    expect(job.status).toBe(404);
  });
});
