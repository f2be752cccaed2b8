// Protected playback: a paid event's stream address is given only to a viewer who may watch it,
// signed for their session; its playlists and segments answer 403 without a valid token (none,
// tampered, expired, another tenant's, another asset's, another country's) and 200 with one.
import { fileURLToPath } from 'node:url';
import type { Event } from '@touchline/contract/entities/event';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, type EventRow } from '../db/schema';
import { hosts } from '../../test/test-app';
import { createAccountsTestApp, desktopAgent, type AccountsTestApp } from '../modules/auth/accounts-test-kit';
import { as, checkout, signedInViewer, type Viewer } from '../modules/commerce/commerce-test-kit';

const mediaDir = fileURLToPath(new URL('../../../../media', import.meta.url));
let t: AccountsTestApp;
let paidVod: EventRow;
let paidLive: EventRow;
let freeVod: EventRow;
let buyer: Viewer;

const open = (row: EventRow) => row.regionAllowed.length === 0 && row.regionBlocked.length === 0;

beforeAll(async () => {
  // The country header counts only from a trusted proxy; inject's requests come from 127.0.0.1.
  t = await createAccountsTestApp({
    MEDIA_DIR: mediaDir,
    TRUSTED_COUNTRY_HEADER: 'x-country',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const rows = await t.database.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.mediaKind, 'event')));
  paidVod = rows.find((r) => r.commerceCoverage === 'commerce_ppv_media' && r.status === 'vod' && open(r))!;
  paidLive = rows.find((r) => r.commerceCoverage === 'commerce_ppv_subscription_media' && r.status === 'live')!;
  freeVod = rows.find((r) => r.commerceType === 'free' && r.status === 'vod' && open(r))!;
  buyer = await signedInViewer(t);
  expect((await checkout(t, buyer, `${paidVod.id}-pass`)).status).toBe(200);
  expect((await as(t, buyer, { url: '/api/commerce/redeem_access_code', body: { code: 'DEMO-SEASON-PASS' } })).status).toBe(200);
});
afterAll(() => t.close());

const sourceOf = async (viewer: Viewer | null, id: string) =>
  (await as<Event>(t, viewer, { url: `/api/event/get_by_id/id/${id}` })).body.content.source;

async function fetchMedia(url: string, host: string = hosts.touchline, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host, 'user-agent': desktopAgent, ...headers } });
  return { status: response.statusCode, body: response.body };
}

/** The address a relative URI in a playlist at `base` points to. */
const resolveFrom = (base: string, uri: string) => new URL(uri, `http://x${base}`).pathname;

describe('stream addresses in event answers', () => {
  it('are signed for a viewer who may watch, and absent for everyone else', async () => {
    expect((await sourceOf(buyer, paidVod.id)).hd).toMatch(/^\/media\/t\/[\w-]+\.[\w-]+\/vod\/[\w-]+\/master\.m3u8$/);
    expect((await sourceOf(null, paidVod.id)).hd).toBeNull();
    expect((await sourceOf(await signedInViewer(t), paidVod.id)).hd).toBeNull();
    expect((await sourceOf(null, freeVod.id)).hd).toBe(freeVod.hdUrl);
  });
});

describe('signed media', () => {
  it('plays a paid recording: playlist, variant and segment through relative addresses', async () => {
    const master = (await sourceOf(buyer, paidVod.id)).hd!;
    const playlist = await fetchMedia(master);
    expect(playlist.status).toBe(200);
    const variant = resolveFrom(master, playlist.body.split('\n').find((l) => l.endsWith('.m3u8') && !l.startsWith('#'))!);
    expect(variant.startsWith(master.split('/vod/')[0]!)).toBe(true);
    const media = await fetchMedia(variant);
    expect(media.status).toBe(200);
    const segment = resolveFrom(variant, media.body.split('\n').find((l) => l.endsWith('.m4s'))!);
    expect((await fetchMedia(segment)).status).toBe(200);
  });

  it('plays a paid live game: the live playlists’ absolute addresses keep the token', async () => {
    const master = (await sourceOf(buyer, paidLive.id)).hd!;
    expect(master).toMatch(/^\/media\/t\/[^/]+\/live\//);
    const token = master.split('/')[3]!;
    const playlist = await fetchMedia(master);
    expect(playlist.status).toBe(200);
    const variant = playlist.body.split('\n').find((l) => l.startsWith('/media/'))!;
    expect(variant.startsWith(`/media/t/${token}/live/`)).toBe(true);
    const media = await fetchMedia(variant);
    expect(media.status).toBe(200);
    const segment = media.body.split('\n').find((l) => l.startsWith('/media/') && l.endsWith('.m4s'))!;
    expect(segment.startsWith(`/media/t/${token}/vod/`)).toBe(true);
    expect((await fetchMedia(segment)).status).toBe(200);
  });

  it('answers 403 without a valid token, for the playlist and the segment', async () => {
    const master = (await sourceOf(buyer, paidVod.id)).hd!;
    const [, , , token, ...rest] = master.split('/');
    const path = rest.join('/');
    const segment = path.replace('master.m3u8', 'r0/seg-000.m4s');
    const payload = token!.split('.')[0]!;
    const forged = `${payload}.${Buffer.alloc(32).toString('base64url')}`;
    for (const candidate of ['', 'none', forged, `${token}x`])
      for (const file of [path, segment])
        expect((await fetchMedia(`/media/t/${candidate}/${file}`)).status, `${candidate} ${file}`).toBe(403);
    expect((await fetchMedia(`/media/t/${token}/${segment}`)).status).toBe(200);
  });

  it('refuses an expired token, another tenant’s, another asset’s and another country’s', async () => {
    const grant = { tenantId: 'tn-touchline', eventId: paidVod.id, sessionId: 's-1', country: 'GB' };
    const signer = t.app.playbackSigner;
    const hour = 3_600_000;
    const expired = signer.sign(paidVod.hdUrl!, grant, new Date(Date.now() - 2 * hour))!;
    expect((await fetchMedia(expired)).status).toBe(403);
    const harbours = signer.sign(paidVod.hdUrl!, { ...grant, tenantId: 'tn-harbour' })!;
    expect((await fetchMedia(harbours)).status).toBe(403);
    const valid = signer.sign(paidVod.hdUrl!, grant)!;
    expect((await fetchMedia(valid)).status).toBe(200);
    expect((await fetchMedia(valid, hosts.harbour)).status).toBe(403);
    const other = valid.includes('/vod/match-1/') ? 'match-2' : 'match-1';
    const otherAsset = valid.replace(/\/vod\/[\w-]+\//, `/vod/${other}/`);
    expect((await fetchMedia(otherAsset)).status).toBe(403);
    const abroad = await fetchMedia(valid, hosts.touchline, { 'x-country': 'DE' });
    expect(abroad.status).toBe(403);
    expect(JSON.parse(abroad.body)).toMatchObject({ messageErrorCode: 'region_blocked' });
  });
});

// ADR 049: the attack replayed. Before, the plain `/media/vod/{asset}/…` and `/media/live/{asset}/…`
// paths of a paid game played for anyone who knew or guessed them.
describe('plain addresses of paid media', () => {
  const plainSegment = (master: string) => master.replace('master.m3u8', 'r0/seg-000.m4s');

  it('answer 403 for a paid recording’s playlist and segment, anonymous or signed in', async () => {
    expect(paidVod.hdUrl).toMatch(/^\/media\/vod\/paid-[\w-]+\/master\.m3u8$/);
    for (const url of [paidVod.hdUrl!, plainSegment(paidVod.hdUrl!), paidVod.hdUrl!.replace('master', 'r0/index')]) {
      const response = await fetchMedia(url);
      expect(response.status, url).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({ messageErrorCode: 'forbidden' });
    }
    // An encoded name reaches the same route, and is refused the same way.
    expect((await fetchMedia(paidVod.hdUrl!.replace('/paid-', '/%70aid-'))).status).toBe(403);
    // The buyer is refused too without the token: the signed address is the only way in.
    expect((await fetchMedia(paidVod.hdUrl!, hosts.touchline, { authorization: `Bearer ${buyer.token}` })).status).toBe(403);
  });

  it('answer 403 however the paid address is written (dot and doubled segments, encoded slashes)', async () => {
    const name = paidVod.hdUrl!.split('/')[3]!;
    const free = freeVod.hdUrl!.split('/')[3]!;
    for (const url of [
      `/media//vod/${name}/master.m3u8`,
      `/media/vod//${name}/master.m3u8`,
      `/media/./vod/${name}/master.m3u8`,
      `/media/vod/./${name}/master.m3u8`,
      `/media/vod/${free}/../${name}/master.m3u8`,
      `/media/vod/${free}/%2e%2e/${name}/master.m3u8`,
      `/media/vod/${name}%2Fmaster.m3u8`,
      `/media/vod/${name}/./master.m3u8`,
      `/media/vod/${name}/r0/../master.m3u8`,
    ]) {
      const response = await fetchMedia(url);
      expect(response.status === 403 || response.status === 404 || response.status === 400, `${url} → ${response.status}`).toBe(true);
    }
  });

  it('answer 403 for a paid live game’s playlists, its panoramic view and a clip cut from it', async () => {
    expect(paidLive.hdUrl).toMatch(/^\/media\/live\/paid-[\w-]+\/master\.m3u8$/);
    const master = await fetchMedia(paidLive.hdUrl!);
    expect(master.status).toBe(403);
    expect((await fetchMedia(paidLive.hdUrl!.replace('master', 'r0/index'))).status).toBe(403);
    expect((await fetchMedia(`${paidLive.hdUrl!.replace('master', 'r0/index')}?dvr=1`)).status).toBe(403);
    if (paidLive.panoramicUrl) expect((await fetchMedia(paidLive.panoramicUrl)).status).toBe(403);
    const asset = paidLive.hdUrl!.split('/')[3]!;
    expect((await fetchMedia(`/media/clip/${asset}/0-4000/master.m3u8`)).status).toBe(403);
    expect((await fetchMedia(`/media/vod/${asset}/r0/seg-000.m4s`)).status).toBe(403);
  });

  it('play with the signed address: the paid recording and live game, from playlist to segment', async () => {
    const vod = (await sourceOf(buyer, paidVod.id)).hd!;
    expect(vod).toContain(`/vod/${paidVod.hdUrl!.split('/')[3]}/`);
    expect((await fetchMedia(vod)).status).toBe(200);
    expect((await fetchMedia(plainSegment(vod))).status).toBe(200);
    const live = (await sourceOf(buyer, paidLive.id)).hd!;
    const playlist = await fetchMedia(live);
    expect(playlist.status).toBe(200);
    // The live playlist names the alias's segments, with the token.
    const variant = playlist.body.split('\n').find((l) => l.startsWith('/media/'))!;
    const segments = (await fetchMedia(variant)).body.split('\n').filter((l) => l.endsWith('.m4s'));
    expect(segments[0]).toMatch(/^\/media\/t\/[^/]+\/vod\/paid-[\w-]+\//);
    expect((await fetchMedia(segments[0]!)).status).toBe(200);
  });

  it('leave free games, images and other tenants alone', async () => {
    expect(freeVod.hdUrl).not.toContain('/paid-');
    expect((await fetchMedia(freeVod.hdUrl!)).status).toBe(200);
    expect((await fetchMedia(plainSegment(freeVod.hdUrl!))).status).toBe(200);
    expect((await fetchMedia(paidVod.posterUrl!)).status).toBe(200);
    // Every free event's address names an asset no paid event of its tenant names.
    const rows = await t.database.db.select().from(events).where(eq(events.tenantId, 'tn-touchline'));
    const assetsOf = (r: EventRow) =>
      [r.hdUrl, r.panoramicUrl, r.clipUrl].flatMap((u) => (u ? [u.split('/')[3]] : []));
    const paid = new Set(rows.filter((r) => r.commerceType !== 'free').flatMap(assetsOf));
    for (const row of rows.filter((r) => r.commerceType === 'free'))
      for (const asset of assetsOf(row)) expect(paid.has(asset), `${row.id} ${asset}`).toBe(false);
  });

  it('answer 403 to another tenant’s token on the paid path', async () => {
    const grant = { tenantId: 'tn-harbour', eventId: paidVod.id, sessionId: 's-1', country: 'GB' };
    const harbours = t.app.playbackSigner.sign(paidVod.hdUrl!, grant)!;
    expect((await fetchMedia(harbours)).status).toBe(403);
    expect((await fetchMedia(plainSegment(harbours))).status).toBe(403);
  });

  it('follow an operator’s change of a paid game’s stream at once', async () => {
    const key = { 'x-operator-key': 'op_demo_touchline_operator' };
    const highlight = '/media/vod/highlight-1/master.m3u8';
    expect((await fetchMedia(highlight)).status).toBe(200);
    const setStream = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/event/${paidVod.id}/stream`,
        headers: { host: hosts.touchline, ...key },
        payload: { url },
      });
    const changed = await setStream(highlight);
    expect(changed.statusCode, changed.body).toBe(200);
    // A paid game now points at it: its plain path is refused, the signed one plays.
    expect((await fetchMedia(highlight)).status).toBe(403);
    const signed = (await sourceOf(buyer, paidVod.id)).hd!;
    expect(signed).toContain('/vod/highlight-1/');
    expect((await fetchMedia(signed)).status).toBe(200);
    expect((await setStream(paidVod.hdUrl!)).statusCode).toBe(200);
    expect((await fetchMedia(highlight)).status).toBe(200);
  });
});
