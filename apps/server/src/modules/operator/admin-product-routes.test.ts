// The admin API's products and the commerce of a game (ADR 061): an operator makes and changes
// subscriptions and passes with their price and access items, and sets who may watch a game,
// where, and its ad tags. Only the tenant's operator may; nothing of another tenant is reachable
// or linkable; every change is audited; viewers see the change at once (offers, the paywall, the
// plain media address of a game turned paid).
import { fileURLToPath } from 'node:url';
import type { Product } from '@touchline/contract/entities/product';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { hosts } from '../../../test/test-app';
import {
  createAccountsTestApp,
  desktopAgent,
  type AccountsTestApp,
} from '../auth/accounts-test-kit';
import { as, signedInViewer } from '../commerce/commerce-test-kit';
import { demoOperatorKeys } from './operator-key';

type Json = Record<string, unknown>;
type Answer = Json & { content: Json & { entries: Json[] } };
const mediaDir = fileURLToPath(new URL('../../../../../media', import.meta.url));
let t: AccountsTestApp;
let leagueId: string;
let harbourLeagueId: string;
const asTouchline = { 'x-operator-key': demoOperatorKeys.touchline! };
const asHarbour = { 'x-operator-key': demoOperatorKeys.harbour! };

async function send(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
  headers: Record<string, string> = asTouchline,
  host: string = hosts.touchline,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host, ...headers },
    ...(body !== undefined ? { payload: body as Json } : {}),
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}
const createProduct = (body: unknown, headers?: Record<string, string>, host?: string) =>
  send('POST', '/api/admin/products', body, headers, host);
const updateProduct = (id: string, body: unknown, headers?: Record<string, string>) =>
  send('PATCH', `/api/admin/products/${id}`, body, headers);
const updateEvent = (id: string, body: unknown, headers?: Record<string, string>) =>
  send('PATCH', `/api/admin/events/${id}`, body, headers);
const audit = async (targetId: string) =>
  (await send('GET', `/api/admin/audit?targetId=${targetId}`)).body.content.entries;
const onSale = async () =>
  (await as<Product[]>(t, null, { url: '/api/commerce/get_subscriptions' })).body.content;
const optionsOf = async (eventId: string) =>
  (await as<Product[]>(t, null, { url: `/api/event/get_commerce_options?eventId=${eventId}` })).body
    .content;
const newGame = async (title: string) =>
  String((await send('POST', '/api/admin/events', { title, leagueId })).body.content.id);

const season = (title: string) => ({
  type: 'svod',
  title,
  priceMinor: 4_999,
  currency: 'GBP',
  duration: 1,
  durationUnits: 'year',
  autoRenew: true,
  itemIds: [leagueId],
});

/** A subscription with no access items, for the table of refusals (written before the tests run). */
const plain = {
  type: 'svod',
  title: 'X',
  priceMinor: 100,
  currency: 'GBP',
  duration: 1,
  durationUnits: 'month',
};

beforeAll(async () => {
  t = await createAccountsTestApp({ MEDIA_DIR: mediaDir });
  const leagues = await send('GET', '/api/admin/identities?kind=league');
  leagueId = String(leagues.body.content.entries[0]!.id);
  const theirs = await send(
    'GET',
    '/api/admin/identities?kind=league',
    undefined,
    asHarbour,
    hosts.harbour,
  );
  harbourLeagueId = String(theirs.body.content.entries[0]!.id);
});
afterAll(() => t.close());

describe('products', () => {
  it('makes a subscription that is on sale at once, lists it, and audits it', async () => {
    const made = await createProduct({ ...season('Coastal season'), description: 'All games' });
    expect(made.status).toBe(200);
    const product = made.body.content;
    expect(product).toMatchObject({
      type: 'svod',
      title: 'Coastal season',
      description: 'All games',
      eventId: null,
      priceMinor: 4_999,
      currency: 'GBP',
      duration: 1,
      durationUnits: 'year',
      autoRenew: true,
      onSale: true,
    });
    expect(product.items).toEqual([{ id: leagueId, title: expect.any(String) as unknown }]);
    // Viewers see it in major units, with what it unlocks.
    expect((await onSale()).find((offer) => offer.id === product.id)).toMatchObject({
      title: 'Coastal season',
      price: 49.99,
      currency: 'GBP',
      allowedAccessIdentityItems: [{ id: leagueId }],
    });
    const listed = (await send('GET', '/api/admin/products')).body.content.entries;
    expect(listed[0]).toMatchObject({ id: product.id });
    // Demo offers are listed too, on sale or not.
    expect(listed.map((p) => p.id)).toContain('tl-offer-month');
    const trail = await audit(String(product.id));
    expect(trail.map((e) => [e.action, e.actor, e.targetKind])).toEqual([
      ['product.create', 'key:demo operator', 'product'],
    ]);
    expect(trail[0]!.after).toMatchObject({ priceMinor: 4_999, currency: 'GBP' });
  });

  it('changes price, items and sale; viewers see each change on their next call', async () => {
    const id = String((await createProduct(season('Changing season'))).body.content.id);
    const changed = await updateProduct(id, { priceMinor: 1_000, currency: 'EUR', itemIds: [] });
    expect(changed.status).toBe(200);
    expect(changed.body.content).toMatchObject({ priceMinor: 1_000, currency: 'EUR', items: [] });
    expect((await onSale()).find((offer) => offer.id === id)).toMatchObject({
      price: 10,
      currency: 'EUR',
      allowedAccessIdentityItems: [],
    });
    // Only the items: no column of the product changes.
    expect((await updateProduct(id, { itemIds: [leagueId] })).body.content.items).toHaveLength(1);
    expect((await updateProduct(id, { onSale: false })).body.content.onSale).toBe(false);
    expect((await onSale()).map((offer) => offer.id)).not.toContain(id);
    const trail = await audit(id);
    expect(trail.map((e) => e.action)).toEqual([
      'product.update',
      'product.update',
      'product.update',
      'product.create',
    ]);
    expect(trail[2]!.before).toMatchObject({ priceMinor: 4_999, currency: 'GBP' });
    expect(trail[2]!.after).toMatchObject({ priceMinor: 1_000, currency: 'EUR' });
    const missing = await updateProduct('no-such-product', { title: 'X' });
    expect(missing).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('makes a pass for a game turned paid, which the game offers and a code batch can grant', async () => {
    const gameId = await newGame('Pass final');
    expect(await optionsOf(gameId)).toEqual([]);
    const pass = await createProduct({
      type: 'ppv',
      title: 'Final pass',
      eventId: gameId,
      priceMinor: 500,
      currency: 'JPY',
    });
    expect(pass.status).toBe(200);
    expect(pass.body.content).toMatchObject({ eventId: gameId, duration: null, autoRenew: false });
    // While the game is free it needs no offer.
    expect(await optionsOf(gameId)).toEqual([]);
    expect((await updateEvent(gameId, { commerceCoverage: 'commerce_ppv_media' })).status).toBe(
      200,
    );
    expect(await optionsOf(gameId)).toMatchObject([
      { id: pass.body.content.id, title: 'Final pass', price: 500, currency: 'JPY' },
    ]);
    const batch = await send('POST', '/api/admin/access-code-batches', {
      productId: pass.body.content.id,
      count: 1,
    });
    expect(batch.status).toBe(200);
    // A pass has no duration and does not renew.
    const retyped = await updateProduct(String(pass.body.content.id), { duration: 1 });
    expect(retyped.status).toBe(400);
    const renewing = await createProduct({
      type: 'ppv',
      title: 'Renewing pass',
      eventId: gameId,
      priceMinor: 500,
      currency: 'JPY',
      autoRenew: true,
    });
    expect(renewing.status).toBe(400);
  });

  it.each([
    [{ ...plain, type: 'rent' }, 'type'],
    [{ ...plain, title: ' ' }, 'title'],
    [{ ...plain, priceMinor: 9.99 }, 'priceMinor'],
    [{ ...plain, priceMinor: -1 }, 'priceMinor'],
    [{ ...plain, currency: 'gbp' }, 'currency'],
    [{ ...plain, currency: 'ABC' }, 'currency'],
    [{ ...plain, duration: undefined }, 'duration'],
    [{ ...plain, durationUnits: 'decade' }, 'durationUnits'],
    [{ ...plain, eventId: 'ev-1' }, 'eventId'],
    [{ ...plain, type: 'ppv' }, 'eventId'],
    [{ ...plain, itemIds: ['no-such-league'] }, 'itemIds'],
    [{ ...plain, extra: 1 }, ''],
  ])('refuses %j naming %s', async (body, path) => {
    const { status, body: answer } = await createProduct(body);
    expect(status).toBe(400);
    expect(answer.messageErrorCode).toBe('validation_error');
    if (path) expect(JSON.stringify(answer.fields)).toContain(`"${path}"`);
  });

  it('refuses an empty change and a pass of a game that is not there', async () => {
    const id = String((await createProduct(season('Empty change'))).body.content.id);
    expect((await updateProduct(id, {})).status).toBe(400);
    const pass = await createProduct({
      type: 'ppv',
      title: 'Nowhere',
      eventId: 'no-such-game',
      priceMinor: 100,
      currency: 'GBP',
    });
    expect(pass.status).toBe(400);
  });

  it('keeps tenants and roles apart', async () => {
    const body = season('Guarded season');
    expect((await createProduct(body, {})).status).toBe(401);
    expect((await send('GET', '/api/admin/products', undefined, {})).status).toBe(401);
    const viewer = await signedInViewer(t);
    const asViewer = { 'x-authorization': `Bearer ${viewer.token}` };
    expect((await createProduct(body, asViewer)).body.messageErrorCode).toBe('forbidden');
    expect((await send('GET', '/api/admin/products', undefined, asViewer)).status).toBe(403);
    expect((await createProduct(body, asHarbour)).status).toBe(403);
    // Another tenant's league and game read like missing ones.
    expect((await createProduct({ ...body, itemIds: [harbourLeagueId] })).status).toBe(400);
    const harbourGame = await send(
      'POST',
      '/api/admin/events',
      { title: 'Harbour game' },
      asHarbour,
      hosts.harbour,
    );
    const pass = await createProduct({
      type: 'ppv',
      title: 'Their game',
      eventId: harbourGame.body.content.id,
      priceMinor: 100,
      currency: 'GBP',
    });
    expect(pass.status).toBe(400);
    // Harbour's operator neither sees nor changes Touchline's products.
    const mine = String((await createProduct(body)).body.content.id);
    const theirs = await send('GET', '/api/admin/products', undefined, asHarbour, hosts.harbour);
    expect(theirs.body.content.entries.map((p) => p.id)).not.toContain(mine);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${mine}`,
      headers: { host: hosts.harbour, ...asHarbour },
      payload: { title: 'Taken' },
    });
    expect(changed.statusCode).toBe(404);
    expect((await audit(mine)).map((e) => e.action)).toEqual(['product.create']);
  });
});

describe("a game's commerce, region rule and ads", () => {
  it('sets them, audited, and the game answers them back', async () => {
    const id = await newGame('Regional derby');
    const changed = await updateEvent(id, {
      commerceCoverage: 'commerce_ppv_subscription_media',
      regionAllowed: ['gb', ' IE '],
      regionBlocked: ['XK'],
      adUrls: ['https://ads.example/vast.xml'],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.content).toMatchObject({
      commerceCoverage: 'commerce_ppv_subscription_media',
      regionAllowed: ['GB', 'IE'],
      regionBlocked: ['XK'],
      adUrls: ['https://ads.example/vast.xml'],
    });
    const [row] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.id, id)));
    expect(row).toMatchObject({ commerceType: 'ppv', regionAllowed: ['GB', 'IE'] });
    const [entry] = await audit(id);
    expect(entry).toMatchObject({
      action: 'event.update',
      before: { commerceType: 'free', regionAllowed: [] },
      after: { commerceType: 'ppv', commerceCoverage: 'commerce_ppv_subscription_media' },
    });
    const free = await updateEvent(id, { commerceCoverage: 'commerce_free_media' });
    expect(free.body.content.commerceCoverage).toBe('commerce_free_media');
  });

  it.each([
    [{ regionAllowed: ['ZZ'] }, 'regionAllowed[0]'],
    [{ regionAllowed: ['UK'] }, 'regionAllowed[0]'],
    [{ regionBlocked: ['GBR'] }, 'regionBlocked[0]'],
    [{ regionAllowed: ['GB', 'gb'] }, 'regionAllowed'],
    [{ regionAllowed: ['GB'], regionBlocked: ['GB'] }, 'regionBlocked'],
    [{ adUrls: ['http://ads.example/vast.xml'] }, 'adUrls[0]'],
    [{ adUrls: ['javascript:alert(1)'] }, 'adUrls[0]'],
    [{ commerceCoverage: 'paid' }, 'commerceCoverage'],
  ])('refuses %j naming %s', async (body, path) => {
    const id = await newGame('Refused rule');
    const { status, body: answer } = await updateEvent(id, body);
    expect(status).toBe(400);
    expect(answer.messageErrorCode).toBe('validation_error');
    expect(JSON.stringify(answer.fields)).toContain(`"${path}"`);
  });

  it("locks a game's plain media address the moment it is made paid", async () => {
    const id = await newGame('Suddenly paid');
    // The demo recording free games play, given to a new game as set_stream would (this file's
    // own app: locking the asset for a moment touches no other test).
    const hd = '/media/vod/match-1/master.m3u8';
    await t.database.db
      .update(events)
      .set({ hdUrl: hd })
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.id, id)));
    const plain = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: hd,
          headers: { host: hosts.touchline, 'user-agent': desktopAgent },
        })
      ).statusCode;
    expect(await plain()).toBe(200);
    expect((await updateEvent(id, { commerceCoverage: 'commerce_ppv_media' })).status).toBe(200);
    expect(await plain()).toBe(403);
    expect((await updateEvent(id, { commerceCoverage: 'commerce_free_media' })).status).toBe(200);
    expect(await plain()).toBe(200);
  });

  it("cannot set another tenant's game", async () => {
    const harbourGame = await send(
      'POST',
      '/api/admin/events',
      { title: 'Harbour rules' },
      asHarbour,
      hosts.harbour,
    );
    const id = String(harbourGame.body.content.id);
    expect((await updateEvent(id, { commerceCoverage: 'commerce_ppv_media' })).status).toBe(404);
    const viewer = await signedInViewer(t);
    const asViewer = { 'x-authorization': `Bearer ${viewer.token}` };
    expect((await updateEvent(id, { regionAllowed: ['GB'] }, asViewer)).status).toBe(403);
    expect((await updateEvent(id, { regionAllowed: ['GB'] }, {})).status).toBe(401);
  });
});

describe("a channel's programme", () => {
  const programme = (id: string, body?: unknown, headers?: Record<string, string>) =>
    body === undefined
      ? send('GET', `/api/admin/events/${id}/programme`, undefined, headers)
      : t.app
          .inject({
            method: 'PUT',
            url: `/api/admin/events/${id}/programme`,
            headers: { host: hosts.touchline, ...(headers ?? asTouchline) },
            payload: body as Json,
          })
          .then((response) => ({ status: response.statusCode, body: response.json<Answer>() }));

  it('replaces the rota, points the game at its guide, and the guide follows; audited', async () => {
    const id = await newGame('Club channel');
    expect((await programme(id)).body.content).toEqual({ entries: [], epgUrl: null });
    const set = await programme(id, {
      entries: [
        { title: 'Morning show', durationMinutes: 60 },
        { title: ' Replay ', description: 'Last night', durationMinutes: 90 },
      ],
    });
    expect(set.status).toBe(200);
    expect(set.body.content).toEqual({
      entries: [
        { title: 'Morning show', description: null, durationMinutes: 60 },
        { title: 'Replay', description: 'Last night', durationMinutes: 90 },
      ],
      epgUrl: `/api/event/epg/${id}`,
    });
    // Once it is a channel, viewers' guide plays the rota from its start.
    await updateEvent(id, {
      status: 'channel',
      startsAt: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    const guide = await as<{ title: string }[]>(t, null, { url: `/api/event/epg/${id}` });
    expect(guide.status).toBe(200);
    expect((guide.body as unknown as { entries: { title: string }[] }).entries[0]?.title).toBe(
      'Morning show',
    );
    const entry = (await audit(id)).find((e) => e.action === 'event.programme');
    expect(entry).toMatchObject({
      before: { entries: [], epgUrl: null },
      after: { epgUrl: `/api/event/epg/${id}` },
    });
    // Emptied, the game no longer points at a guide.
    expect((await programme(id, { entries: [] })).body.content).toEqual({
      entries: [],
      epgUrl: null,
    });
  });

  it.each([
    [{ entries: [{ title: '', durationMinutes: 30 }] }, 'entries[0].title'],
    [{ entries: [{ title: 'X', durationMinutes: 0 }] }, 'entries[0].durationMinutes'],
    [{ entries: [{ title: 'X', durationMinutes: 1441 }] }, 'entries[0].durationMinutes'],
    [{ entries: [{ title: 'X', durationMinutes: 1.5 }] }, 'entries[0].durationMinutes'],
    [{ shows: [] }, ''],
  ])('refuses %j naming %s', async (body, path) => {
    const id = await newGame('Refused rota');
    const { status, body: answer } = await programme(id, body);
    expect(status).toBe(400);
    expect(answer.messageErrorCode).toBe('validation_error');
    if (path) expect(JSON.stringify(answer.fields)).toContain(`"${path}"`);
  });

  it('keeps tenants and roles apart', async () => {
    const id = await newGame('Guarded channel');
    const body = { entries: [{ title: 'X', durationMinutes: 30 }] };
    expect((await programme(id, body, {})).status).toBe(401);
    const viewer = await signedInViewer(t);
    const asViewer = { 'x-authorization': `Bearer ${viewer.token}` };
    expect((await programme(id, body, asViewer)).status).toBe(403);
    expect((await programme(id, undefined, asViewer)).status).toBe(403);
    const harbourGame = await send(
      'POST',
      '/api/admin/events',
      { title: 'Harbour channel' },
      asHarbour,
      hosts.harbour,
    );
    const theirs = String(harbourGame.body.content.id);
    expect((await programme(theirs, body)).status).toBe(404);
    expect((await programme(theirs)).status).toBe(404);
    expect((await programme('no-such-game')).status).toBe(404);
  });
});
