// Live ingest end to end on a listening portal (ADR 056): an operator makes a live game and its
// stream key; ffmpeg pushes a test picture over RTMP; the game goes live with a two-rendition
// ladder whose recording is the DVR window, and becomes its replay when the push ends. Refused:
// a wrong key, the right key under another tenant, an old key after rotation, other tenants'
// and viewers' calls, bad input. A dropped push and the reconnect grace:
// live-ingest-reconnect.test.ts.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LiveInputKey, LiveInputStatus } from '@touchline/contract/calls/admin-live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../../../test/test-app';
import {
  address,
  admin,
  eventOf,
  keys,
  local,
  media,
  push,
  rtmpPort,
  secondsListed,
  startPortal,
  stopPortal,
  t,
  tools,
  until,
} from './live-ingest-test-kit';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/** `npm run operator -- create-live` as its own process, through the listening portal. */
async function createLiveByCommand(title: string): Promise<LiveInputKey> {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/operator.ts',
      'create-live',
      '--title',
      title,
      '--server',
      address,
    ],
    // Compiled on the fly beside the rest of the suite: generous, never a budget.
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' }, timeout: 150_000 },
  );
  const answer = JSON.parse(stdout) as LiveInputKey;
  expect(Object.keys(answer).sort()).toEqual(['eventId', 'ingestUrl']);
  return answer;
}

/** How much of the broadcast the test waits to see stored before it ends the push. */
const storedBeforeEnd = 8;

describe.skipIf(!tools)('live ingest', () => {
  // Longer than any test: a push that ends here within the test's budget was ended by its
  // encoder, not by the grace running out.
  beforeAll(() => startPortal(600), 60_000);
  afterAll(stopPortal);

  it('says in the capabilities that live pushes are taken', async () => {
    const answer = await admin<{ liveIngest: boolean }>('GET', '/api/admin/capabilities');
    expect(answer.body.content.liveIngest).toBe(true);
  });

  it('refuses bad input, viewers and other tenants', async () => {
    expect((await admin('POST', '/api/admin/live-inputs', {})).status).toBe(400);
    expect(
      (await admin('POST', '/api/admin/live-inputs', { title: 'x', key: 'mine' })).status,
    ).toBe(400);
    expect(
      (await admin('POST', '/api/admin/live-inputs', { title: 'x', startsAt: 'soon' })).status,
    ).toBe(400);
    expect((await admin('POST', '/api/admin/live-inputs', { title: 'x' }, '')).status).toBe(401);
    // Harbour's key is no operator of Touchline.
    expect(
      (await admin('POST', '/api/admin/live-inputs', { title: 'x' }, keys.harbour)).status,
    ).toBe(403);
    const made = await admin<LiveInputKey>('POST', '/api/admin/live-inputs', { title: 'Private' });
    const id = made.body.content.eventId;
    const other = (url: string, method: 'GET' | 'POST' = 'GET') =>
      admin(method, url, undefined, keys.harbour, hosts.harbour);
    expect((await other(`/api/admin/live-inputs/${id}`)).status).toBe(404);
    expect((await other(`/api/admin/live-inputs/${id}/rotate`, 'POST')).status).toBe(404);
    expect((await admin('GET', '/api/admin/live-inputs/not%20an%20id')).status).toBe(400);
    // A plain game has no live input.
    const plain = await admin<{ id: string }>('POST', '/api/admin/events', { title: 'Plain' });
    expect((await admin('GET', `/api/admin/live-inputs/${plain.body.content.id}`)).status).toBe(
      404,
    );
  });

  it('turns away a wrong key, the key under another tenant and an old key after rotation', async () => {
    const made = (await admin<LiveInputKey>('POST', '/api/admin/live-inputs', { title: 'Guarded' }))
      .body.content;
    const url = new URL(local(made.ingestUrl));
    const [, tenantId, key] = url.pathname.split('/');
    const wrong = `rtmp://127.0.0.1:${rtmpPort}/${tenantId}/${'x'.repeat(32)}`;
    const harbourId = (
      await admin<LiveInputKey>(
        'POST',
        '/api/admin/live-inputs',
        { title: 'H' },
        keys.harbour,
        hosts.harbour,
      )
    ).body.content.ingestUrl.split('/')[3];
    const crossed = `rtmp://127.0.0.1:${rtmpPort}/${harbourId}/${key}`;
    const rotated = await admin<LiveInputKey>(
      'POST',
      `/api/admin/live-inputs/${made.eventId}/rotate`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.content.ingestUrl).not.toBe(made.ingestUrl);
    for (const refused of [wrong, crossed, local(made.ingestUrl)]) {
      expect(await push(refused, 4).exited).not.toBe(0);
    }
    const status = await admin<LiveInputStatus>('GET', `/api/admin/live-inputs/${made.eventId}`);
    expect(status.body.content).toMatchObject({ state: 'idle', lastPublishAt: null });
    expect(JSON.stringify(status.body)).not.toContain(key);
    expect((await eventOf(made.eventId))?.status).toBe('upcoming');
  }, 60_000);

  it('goes live on the first segment of a push to the address create-live printed, with two renditions, and becomes the replay when the push ends', async () => {
    const { eventId, ingestUrl } = await createLiveByCommand('Saturday final');
    expect(ingestUrl).toMatch(
      new RegExp(`^rtmp://[^/]+:${rtmpPort}/tn-touchline/[A-Za-z0-9_-]{32}$`),
    );
    // Pushed until the test has seen enough of it: a packager started late on a busy machine
    // (the embedded-database pass runs beside other CPU-bound files) still finds it going.
    const pushed = push(local(ingestUrl), 240);
    const inputState = async () =>
      JSON.stringify(
        (await admin<LiveInputStatus>('GET', `/api/admin/live-inputs/${eventId}`)).body.content,
      );

    const live = await until(
      'the game to go live',
      async () => {
        const event = await eventOf(eventId);
        return event?.status === 'live' && event;
      },
      180_000,
    ).catch(async (error: Error) => {
      pushed.stop();
      throw new Error(`${error.message}; the live input: ${await inputState()}`);
    });
    expect(live.status).toBe('live');
    const status = await admin<LiveInputStatus>('GET', `/api/admin/live-inputs/${eventId}`);
    expect(status.body.content.state).toBe('receiving');
    const audit = await admin<{ entries: { action: string }[] }>(
      'GET',
      `/api/admin/audit?targetId=${eventId}`,
    );
    expect(audit.body.content.entries.map((e) => e.action)).toContain('live.start');

    const playlist = await until(
      'the stored master playlist',
      async () => {
        const events = await t.app.inject({
          url: `/api/event/get_by_id/id/${eventId}`,
          headers: { host: hosts.touchline },
        });
        return events.json<{ content?: { source?: { hd?: string } } }>().content?.source?.hd;
      },
      10_000,
    );
    const master = await media(playlist);
    expect(master.statusCode).toBe(200);
    const variants = master.body.split('\n').filter((line) => line.endsWith('.m3u8'));
    expect(variants.length).toBe(2);
    const base = playlist.replace(/master\.m3u8$/, '');
    const variant = await media(base + variants[0]);
    expect(variant.body).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(variant.body).not.toContain('#EXT-X-ENDLIST');
    const firstSegment = variant.body.split('\n').find((line) => line.endsWith('.m4s'))!;
    expect((await media(base + variants[0]!.replace('index.m3u8', firstSegment))).statusCode).toBe(
      200,
    );

    // Some seconds of broadcast stored (one-second segments), then the encoder's operator ends
    // the push. Each second of it is encoded and packaged in real time beside the other files.
    const storedSeconds = async () => secondsListed((await media(base + variants[0])).body);
    await until(
      `${storedBeforeEnd} s of the broadcast`,
      async () => (await storedSeconds()) >= storedBeforeEnd,
      180_000,
    );
    pushed.stop();
    expect(await pushed.exited).toBe(0);
    const replay = await until(
      'the replay',
      async () => {
        const event = await eventOf(eventId);
        return event?.status === 'vod' && event;
      },
      120_000,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}; the live input: ${await inputState()}`);
    });
    expect(replay.status).toBe('vod');
    const closed = await media(base + variants[0]);
    expect(closed.body).toContain('#EXT-X-ENDLIST');
    // The whole broadcast is kept, from its first segment: the DVR window and the replay.
    expect(closed.body).toContain(firstSegment);
    const seconds = secondsListed(closed.body);
    // What was stored while live, and what the packager still had when the push ended.
    expect(seconds).toBeGreaterThanOrEqual(storedBeforeEnd);
    const ended = await admin<LiveInputStatus>('GET', `/api/admin/live-inputs/${eventId}`);
    expect(ended.body.content).toMatchObject({ state: 'ended', lastError: null });
  }, 600_000);
});
