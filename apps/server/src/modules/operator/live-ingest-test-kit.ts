// The live-ingest tests' shared parts: a listening portal with RTMP ingest on a data folder of its
// own, the operator calls they make, and ffmpeg pushing a test picture to it. One portal at a time:
// a file starts it in `beforeAll` and stops it in `afterAll`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveInputKey } from '@touchline/contract/calls/admin-live';
import { pushTestPicture, type Push } from '../../../test/ffmpeg-push';
import { freePort } from '../../../test/free-port';
import { hosts, createTestApp, type TestApp } from '../../../test/test-app';
import { findFfmpeg } from '../../media/pipeline/ffmpeg-tools';
import { demoOperatorKeys } from './operator-key';

export const tools = await findFfmpeg({
  ffmpegPath: process.env.FFMPEG_PATH ?? null,
  ffprobePath: process.env.FFPROBE_PATH ?? null,
});
if (!tools) console.warn('Skipping the live ingest tests: ffmpeg was not found');

export let t: TestApp;
/** The listening portal's HTTP origin. */
export let address: string;
let dataDir: string;
export let rtmpPort: number;
export const keys = { touchline: demoOperatorKeys.touchline!, harbour: demoOperatorKeys.harbour! };

export async function admin<T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  key = keys.touchline,
  host: string = hosts.touchline,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host, ...(key && { 'x-operator-key': key }) },
    ...(payload !== undefined && { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json<{ content: T; messageErrorCode?: string }>(),
  };
}

export const eventOf = async (id: string) =>
  (
    await admin<{ entries: { id: string; status: string }[] }>('GET', '/api/admin/events')
  ).body.content.entries.find((e) => e.id === id);

/** The ingest address as this machine reaches it (the answer names the request's host). */
export const local = (ingestUrl: string) =>
  ingestUrl.replace(/^rtmp:\/\/[^/]+/, `rtmp://127.0.0.1:${rtmpPort}`);

/** ffmpeg pushing a test picture with sound for at most `seconds`, or until stopped. */
export const push = (url: string, seconds: number): Push =>
  pushTestPicture(tools!.ffmpeg, url, seconds);

export async function until<T>(
  what: string,
  read: () => Promise<T | undefined | null | false>,
  ms: number,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const media = (url: string) => t.app.inject({ url, headers: { host: hosts.touchline } });

/** The seconds of picture a media playlist lists. */
export const secondsListed = (playlist: string) =>
  playlist
    .split('\n')
    .filter((line) => line.startsWith('#EXTINF:'))
    .reduce((sum, line) => sum + Number.parseFloat(line.slice(8)), 0);

/** A listening portal with live ingest, on a data folder of its own. */
export async function startPortal(reconnectGraceSeconds: number) {
  dataDir = await mkdtemp(join(tmpdir(), 'touchline-live-'));
  rtmpPort = await freePort();
  t = await createTestApp({
    DATA_DIR: dataDir,
    RTMP_PORT: String(rtmpPort),
    RTMP_HOST: '127.0.0.1',
    RTMP_RECONNECT_GRACE_SECONDS: String(reconnectGraceSeconds),
  });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
}

export async function stopPortal() {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
}

/** Waits for a pushed game to go live; its master playlist, a rendition and what it holds. */
export async function liveBroadcast(eventId: string, pushed: Push) {
  const playlist = await until(
    'the game to go live',
    async () => {
      const event = await eventOf(eventId);
      if (event?.status !== 'live') return null;
      const answer = await t.app.inject({
        url: `/api/event/get_by_id/id/${eventId}`,
        headers: { host: hosts.touchline },
      });
      return answer.json<{ content?: { source?: { hd?: string } } }>().content?.source?.hd;
    },
    180_000,
  ).catch((error: Error) => {
    pushed.stop();
    throw error;
  });
  const master = await media(playlist);
  const variant = playlist.replace(
    /master\.m3u8$/,
    master.body.split('\n').find((line) => line.endsWith('.m3u8'))!,
  );
  const storedSeconds = async () => secondsListed((await media(variant)).body);
  return { playlist, variant, storedSeconds };
}

/**
 * A live input made through the admin API and ffmpeg pushing to it, once the game is live and
 * 3 s of it are stored.
 */
export async function broadcastStarted(title: string) {
  const made = (await admin<LiveInputKey>('POST', '/api/admin/live-inputs', { title })).body
    .content;
  const url = local(made.ingestUrl);
  const pushed = push(url, 240);
  const broadcast = await liveBroadcast(made.eventId, pushed);
  await until('3 s of the broadcast', async () => (await broadcast.storedSeconds()) >= 3, 180_000);
  return { made, url, pushed, ...broadcast };
}
