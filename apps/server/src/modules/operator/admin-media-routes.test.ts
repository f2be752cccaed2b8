// Highlights cut from a game's recording and logos uploaded as files (ADRs 062, 063), on a portal
// whose worker runs the jobs: the cut becomes an HLS VOD with its own renditions under the game,
// listed where viewers find the game's highlights; a logo is checked by its content and stored
// with its responsive copies. Refused: bad marks, a tag of another game, no or a viewer's
// credentials, another tenant's game, tag or identity; every write is in the audit trail.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AdminJob } from '@touchline/contract/calls/admin';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hosts } from '../../../test/test-app';
import { users } from '../../db/schema-accounts';
import { tags } from '../../db/schema-personal';
import { mediaFilePolicy } from '../../media/file-policy';
import { findFfmpeg, probeVideo } from '../../media/pipeline/ffmpeg-tools';
import { transcode } from '../../media/pipeline/transcode';
import { createLocalStore } from '../../media/storage/local-store';
import {
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
} from '../auth/accounts-test-kit';
import { demoOperatorKeys } from './operator-key';

const tools = await findFfmpeg({
  ffmpegPath: process.env.FFMPEG_PATH ?? null,
  ffprobePath: process.env.FFPROBE_PATH ?? null,
});
if (!tools) console.warn('Skipping the highlight cut tests: ffmpeg and ffprobe were not found');

type Json = { content: Record<string, unknown> & { entries: Json[] } } & Record<string, unknown>;
let t: AccountsTestApp;
const asTouchline = { 'x-operator-key': demoOperatorKeys.touchline! };
const asHarbour = { 'x-operator-key': demoOperatorKeys.harbour! };
let asViewer: Record<string, string>;
let viewerId: string;

async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
  host: string = hosts.touchline,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host, ...headers },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.json<Json>(), headers: response.headers };
}

/** A seeded free replay of the tenant (a demo VOD), and one of the other tenant. */
async function replayOf(headers: Record<string, string>, host: string) {
  const { body } = await send('GET', '/api/admin/events', headers, undefined, host);
  const game = body.content.entries.find(
    (e) => e.status === 'vod' && /^\/media\/vod\/match-\d\/master\.m3u8$/.test(String(e.streamUrl)),
  );
  return String(game!.id);
}

async function addGlobalTag(
  eventId: string,
  startMs: number,
  endMs: number,
  tenantId = 'tn-touchline',
) {
  const id = `tag-${randomBytes(6).toString('hex')}`;
  await t.database.db.insert(tags).values({
    tenantId,
    id,
    targetId: eventId,
    ownerUserId: viewerId,
    title: 'Goal',
    startMs,
    endMs,
    type: 'game',
    global: true,
    videoType: 'vod',
  });
  return id;
}

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1a6b3c' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createAccountsTestApp({ JOB_WORKER: 'on' });
  const viewer = freshAccount('viewer');
  await registerAccount(t, viewer);
  asViewer = {
    'x-authorization': `Bearer ${(await loginAs(t, viewer)).tokenData.access_token}`,
  };
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, 'tn-touchline'), eq(users.email, viewer.email)));
  viewerId = row!.id;
}, 60_000);
afterAll(() => t?.close());

describe.skipIf(!tools)('highlights cut from a recording', () => {
  it('cuts 5 s by marks into a VOD of its own that viewers find under the game', async () => {
    const gameId = await replayOf(asTouchline, hosts.touchline);
    const source = await send('GET', `/api/admin/events/${gameId}/highlights`, asTouchline);
    expect(source.status).toBe(200);
    expect(source.body.content).toMatchObject({ eventId: gameId, recorded: true });
    expect(Number(source.body.content.durationSeconds)).toBeGreaterThan(20);

    const queued = await send('POST', `/api/admin/events/${gameId}/highlights`, asTouchline, {
      title: 'Opening goal',
      inSeconds: 10,
      outSeconds: 15,
    });
    expect(queued.status).toBe(200);
    const jobId = String(queued.body.content.jobId);
    const job = await vi.waitFor(
      async () => {
        const { body } = await send('GET', `/api/admin/jobs/${jobId}`, asTouchline);
        const content = body.content as unknown as AdminJob;
        if (content.state === 'failed') throw new Error(`the job failed: ${content.error}`);
        expect(content.state).toBe('done');
        return content;
      },
      { timeout: 120_000, interval: 300 },
    );
    expect(job).toMatchObject({ kind: 'highlight', eventId: gameId, progress: 100, error: null });

    const after = await send('GET', `/api/admin/events/${gameId}/highlights`, asTouchline);
    const highlight = (after.body.content.highlights as Record<string, unknown>[])[0];
    if (!highlight) throw new Error('no highlight listed');
    expect(highlight).toMatchObject({ title: 'Opening goal', offsetSeconds: 10 });
    expect(Number(highlight.durationSeconds)).toBeGreaterThan(4.5);
    expect(Number(highlight.durationSeconds)).toBeLessThan(5.5);
    const streamUrl = String(highlight.streamUrl);
    expect(streamUrl).toMatch(new RegExp(`^/media/uploads/tn-touchline/${jobId}/master\\.m3u8$`));

    // A viewer (signed out) lists it among the game's highlights and can play its ladder.
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/clip/list',
      headers: { host: hosts.touchline },
      payload: { event_id: gameId, type: 'game' },
    });
    expect(listed.statusCode).toBe(200);
    const entries = listed.json<{ content: { entries: { id: string; eventType: string }[] } }>()
      .content.entries;
    expect(entries.map((e) => e.id)).toContain(highlight.id);
    const master = await t.app.inject({ url: streamUrl, headers: { host: hosts.touchline } });
    expect(master.statusCode).toBe(200);
    expect(master.body.match(/#EXT-X-STREAM-INF/g)?.length).toBeGreaterThanOrEqual(2);
    const rendition = await t.app.inject({
      url: streamUrl.replace('master.m3u8', 'r0/index.m3u8'),
      headers: { host: hosts.touchline },
    });
    expect(rendition.body).toContain('#EXT-X-ENDLIST');

    const audit = await send('GET', `/api/admin/audit?targetId=${gameId}`, asTouchline);
    const entry = audit.body.content.entries.find((e) => e.action === 'highlight.create');
    expect(typeof entry?.actor).toBe('string');
    expect(entry!.after).toMatchObject({ jobId, inSeconds: 10, outSeconds: 15 });
  }, 150_000);

  it('cuts from a recording in the media store (an upload or a live replay), of this tenant only', async () => {
    // A 6 s recording laid out as the pipeline stores one: uploads/<tenant>/<id>/master.m3u8.
    const scratch = await mkdtemp(join(tmpdir(), 'touchline-recording-'));
    try {
      const video = join(scratch, 'source.mp4');
      await promisify(execFile)(tools!.ffmpeg, [
        ...[
          '-hide_banner',
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          'testsrc2=size=320x180:rate=25',
        ],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '6', '-c:v', 'libx264'],
        ...['-preset', 'ultrafast', '-c:a', 'aac', '-shortest', video],
      ]);
      const out = join(scratch, 'out');
      await transcode(
        tools!,
        video,
        await probeVideo(tools!, video),
        out,
        new AbortController().signal,
        () => undefined,
      );
      const store = createLocalStore(join(t.dataDir, 'media'));
      const contentType = (name: string) =>
        mediaFilePolicy(`/${name.split('/').pop() ?? ''}`)?.contentType ??
        'application/octet-stream';
      // The local store moves a folder in: one copy per tenant.
      await cp(out, `${out}-harbour`, { recursive: true });
      await store.putFolder('uploads/tn-touchline/rec-test', out, contentType);
      await store.putFolder('uploads/tn-harbour/rec-test', `${out}-harbour`, contentType);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    const recordedGame = async (url: string) => {
      const created = await send('POST', '/api/admin/events', asTouchline, { title: 'Stored' });
      const id = String(created.body.content.id);
      expect(
        (await send('POST', `/api/admin/event/${id}/stream`, asTouchline, { url })).status,
      ).toBe(200);
      const ended = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/events/${id}`,
        headers: { host: hosts.touchline, ...asTouchline },
        payload: { status: 'vod' },
      });
      expect(ended.statusCode).toBe(200);
      return id;
    };
    const gameId = await recordedGame('/media/uploads/tn-touchline/rec-test/master.m3u8');
    const source = await send('GET', `/api/admin/events/${gameId}/highlights`, asTouchline);
    expect(source.body.content).toMatchObject({ recorded: true });
    const queued = await send('POST', `/api/admin/events/${gameId}/highlights`, asTouchline, {
      title: 'From the store',
      inSeconds: 1.5,
      outSeconds: 4.5,
    });
    expect(queued.status).toBe(200);
    await vi.waitFor(
      async () => {
        const { body } = await send(
          'GET',
          `/api/admin/jobs/${String(queued.body.content.jobId)}`,
          asTouchline,
        );
        const content = body.content as unknown as AdminJob;
        if (content.state === 'failed') throw new Error(`the job failed: ${content.error}`);
        expect(content.state).toBe('done');
      },
      { timeout: 120_000, interval: 300 },
    );
    const after = await send('GET', `/api/admin/events/${gameId}/highlights`, asTouchline);
    const [cut] = after.body.content.highlights as Record<string, unknown>[];
    expect(Number(cut?.durationSeconds)).toBeGreaterThan(2.5);
    expect(Number(cut?.durationSeconds)).toBeLessThan(3.5);

    // Another tenant's stored recording named by this tenant's game is no recording here.
    const foreign = await recordedGame('/media/uploads/tn-harbour/rec-test/master.m3u8');
    const refused = await send('POST', `/api/admin/events/${foreign}/highlights`, asTouchline, {
      title: 'Not ours',
      inSeconds: 1,
      outSeconds: 3,
    });
    expect(refused.status).toBe(409);
  }, 150_000);

  it("cuts a global tag's range; refuses another game's tag", async () => {
    const gameId = await replayOf(asTouchline, hosts.touchline);
    const tagId = await addGlobalTag(gameId, 4_000, 7_000);
    const source = await send('GET', `/api/admin/events/${gameId}/highlights`, asTouchline);
    expect(source.body.content.tags).toContainEqual({
      id: tagId,
      title: 'Goal',
      startMs: 4_000,
      endMs: 7_000,
    });
    const queued = await send('POST', `/api/admin/events/${gameId}/highlights`, asTouchline, {
      title: 'Tagged goal',
      tagId,
    });
    expect(queued.status).toBe(200);
    expect(queued.body.content).toMatchObject({ inSeconds: 4, outSeconds: 7 });

    const { body } = await send('GET', '/api/admin/events', asTouchline);
    const other = body.content.entries.find(
      (e) => e.id !== gameId && e.status === 'vod' && String(e.streamUrl).startsWith('/media/vod/'),
    );
    const elsewhere = await send(
      'POST',
      `/api/admin/events/${String(other!.id)}/highlights`,
      asTouchline,
      { title: 'Not here', tagId },
    );
    expect(elsewhere.status).toBe(404);
  });

  it('refuses bad marks with validation_error and a game without a recording with conflict', async () => {
    const gameId = await replayOf(asTouchline, hosts.touchline);
    const url = `/api/admin/events/${gameId}/highlights`;
    for (const body of [
      { title: 'Backwards', inSeconds: 20, outSeconds: 10 },
      { title: 'Empty', inSeconds: 10, outSeconds: 10 },
      { title: 'Beyond', inSeconds: 10, outSeconds: 5_000 },
      { title: 'Half', inSeconds: 10 },
      { title: 'Both', inSeconds: 1, outSeconds: 3, tagId: 'tag-x' },
      { title: '', inSeconds: 1, outSeconds: 3 },
    ]) {
      const answer = await send('POST', url, asTouchline, body);
      expect(answer.status, body.title).toBe(400);
      expect(answer.body.error).toBe('validation_error');
    }
    const fresh = await send('POST', '/api/admin/events', asTouchline, { title: 'Not played' });
    const id = String(fresh.body.content.id);
    const none = await send('POST', `/api/admin/events/${id}/highlights`, asTouchline, {
      title: 'Nothing',
      inSeconds: 0,
      outSeconds: 5,
    });
    expect(none.status).toBe(409);
    const shown = await send('GET', `/api/admin/events/${id}/highlights`, asTouchline);
    expect(shown.body.content).toMatchObject({ recorded: false, durationSeconds: null });
  });
});

describe('who may cut highlights and upload logos', () => {
  it('answers 401 without credentials and 403 to a viewer', async () => {
    const gameId = await replayOf(asTouchline, hosts.touchline);
    const marks = { title: 'X', inSeconds: 1, outSeconds: 3 };
    const url = `/api/admin/events/${gameId}/highlights`;
    expect((await send('GET', url, {})).status).toBe(401);
    expect((await send('POST', url, {}, marks)).status).toBe(401);
    expect((await send('POST', url, asViewer, marks)).status).toBe(403);
    expect((await send('GET', url, asViewer)).status).toBe(403);
    const logo = { data: (await pngOf(32, 32)).toString('base64') };
    const team = await send('POST', '/api/admin/identities', asTouchline, {
      kind: 'team',
      title: 'Logo team',
    });
    const logoUrl = `/api/admin/identities/${String(team.body.content.id)}/logo`;
    expect((await send('PUT', logoUrl, {}, logo)).status).toBe(401);
    expect((await send('PUT', logoUrl, asViewer, logo)).status).toBe(403);
  });

  it("never reaches another tenant's game, tag or identity", async () => {
    const harbourGame = await replayOf(asHarbour, hosts.harbour);
    const marks = { title: 'Taken', inSeconds: 1, outSeconds: 3 };
    const url = `/api/admin/events/${harbourGame}/highlights`;
    expect((await send('POST', url, asTouchline, marks)).status).toBe(404);
    expect((await send('GET', url, asTouchline)).status).toBe(404);
    // Another tenant's key on this host is no operator here.
    expect((await send('POST', url, asHarbour, marks)).status).toBe(403);
    const harbourTag = await addHarbourTag(harbourGame);
    const touchlineGame = await replayOf(asTouchline, hosts.touchline);
    const byTag = await send('POST', `/api/admin/events/${touchlineGame}/highlights`, asTouchline, {
      title: 'Taken',
      tagId: harbourTag,
    });
    expect(byTag.status).toBe(404);
    const { body } = await send(
      'GET',
      '/api/admin/identities?kind=league',
      asHarbour,
      undefined,
      hosts.harbour,
    );
    const harbourLeague = String(body.content.entries[0]!.id);
    const logo = { data: (await pngOf(32, 32)).toString('base64') };
    const put = await send('PUT', `/api/admin/identities/${harbourLeague}/logo`, asTouchline, logo);
    expect(put.status).toBe(404);
  });
});

/** A global tag of a harbour game, written by a harbour account. */
async function addHarbourTag(eventId: string) {
  const account = freshAccount('harbour');
  await registerAccount(t, account, hosts.harbour);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, 'tn-harbour'), eq(users.email, account.email)));
  const id = `tag-${randomBytes(6).toString('hex')}`;
  await t.database.db.insert(tags).values({
    tenantId: 'tn-harbour',
    id,
    targetId: eventId,
    ownerUserId: row!.id,
    title: 'Harbour goal',
    startMs: 1_000,
    endMs: 4_000,
    type: 'game',
    global: true,
    videoType: 'vod',
  });
  return id;
}

describe('logos uploaded as files', () => {
  async function newTeam() {
    const team = await send('POST', '/api/admin/identities', asTouchline, {
      kind: 'team',
      title: `Crest ${randomBytes(3).toString('hex')}`,
    });
    return String(team.body.content.id);
  }

  it('stores a PNG with its responsive copies and points the team at it (audited)', async () => {
    const id = await newTeam();
    const png = await pngOf(800, 600);
    const answer = await send('PUT', `/api/admin/identities/${id}/logo`, asTouchline, {
      data: png.toString('base64'),
    });
    expect(answer.status).toBe(200);
    const logoUrl = String(answer.body.content.logoUrl);
    expect(logoUrl).toMatch(/^\/media\/uploads\/tn-touchline\/logo-[\w-]+\/logo\.png$/);
    const file = await t.app.inject({ url: logoUrl, headers: { host: hosts.touchline } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, png)).toBe(0);
    const copy = await t.app.inject({
      url: logoUrl.replace(/^\/media\//, '/media/variants/320/') + '.webp',
      headers: { host: hosts.touchline },
    });
    expect(copy.statusCode).toBe(200);
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(320);
    // Not served on another tenant's host.
    const elsewhere = await t.app.inject({ url: logoUrl, headers: { host: hosts.harbour } });
    expect(elsewhere.statusCode).toBe(404);
    const audit = await send('GET', `/api/admin/audit?targetId=${id}`, asTouchline);
    const entry = audit.body.content.entries.find((e) => e.action === 'identity.logo');
    expect(entry).toMatchObject({ before: { logoUrl: null }, after: { logoUrl, width: 800 } });
  });

  it('refuses SVG, what is not an image, and a file over the limit', async () => {
    const id = await newTeam();
    const url = `/api/admin/identities/${id}/logo`;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const refusedSvg = await send('PUT', url, asTouchline, { data: svg.toString('base64') });
    expect(refusedSvg.status).toBe(415);
    expect(refusedSvg.body.error).toBe('unsupported_media_type');
    const text = Buffer.from('#!/bin/sh\necho not an image\n');
    expect((await send('PUT', url, asTouchline, { data: text.toString('base64') })).status).toBe(
      415,
    );
    const big = randomBytes(1024 * 1024 + 10).toString('base64');
    const tooBig = await send('PUT', url, asTouchline, { data: big });
    expect([400, 413]).toContain(tooBig.status);
    expect((await send('PUT', url, asTouchline, { data: 'not base64!' })).status).toBe(400);
    const team = await send('GET', '/api/admin/identities?kind=team', asTouchline);
    expect(team.body.content.entries.find((e) => e.id === id)).toMatchObject({ logoUrl: null });
  });
});
