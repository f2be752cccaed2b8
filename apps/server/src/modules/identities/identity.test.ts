import type { IdentityListResponse, IdentityResponse } from '@touchline/contract/calls/identities';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { touchlineCatalog } from '../../db/seed/demo-catalog';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (body: unknown, host: string = hosts.touchline) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/list',
    headers: { host },
    payload: body as object,
  });
async function content(body: Record<string, unknown>, host?: string) {
  const response = await post(body, host);
  expect(response.statusCode).toBe(200);
  return response.json<IdentityListResponse>().content;
}
const ids = async (body: Record<string, unknown>, host?: string) =>
  (await content({ size: 999, ...body }, host)).entries.map((e) => e.id);
const get = (id: string, host: string = hosts.touchline) =>
  t.app.inject({ method: 'GET', url: `/api/identity/get_by_id/id/${id}`, headers: { host } });

const teamCount = touchlineCatalog.leagues.reduce((n, l) => n + l.teams.length, 0);
const subCount = touchlineCatalog.categories.reduce((n, c) => n + c.subcategories.length, 0);

describe('POST /api/identity/list', () => {
  it('media_type identity: leagues and categories; identity_item: their items', async () => {
    const identities = await content({ media_type: 'identity', size: 999, count: true });
    expect(identities.totalCount).toBe(
      touchlineCatalog.leagues.length + touchlineCatalog.categories.length,
    );
    expect(identities.entries.every((e) => e.mediaType === 'identity')).toBe(true);
    expect(new Set(identities.entries.map((e) => e.kind))).toEqual(new Set(['league', 'category']));
    const items = await content({ media_type: 'identity_item', size: 999, count: true });
    expect(items.totalCount).toBe(teamCount + subCount + touchlineCatalog.clubs.length);
    expect(items.entries.every((e) => e.mediaType === 'identity_item')).toBe(true);
  });

  it('kind, and the children of given identities (a category’s sub-categories in order)', async () => {
    expect(await ids({ kind: 'league' })).toEqual([
      'tl-league-northern-premier',
      'tl-league-coastal-womens',
      'tl-league-metro-basketball',
    ]);
    expect(await ids({ kind: 'league', media_type: 'identity_item' })).toEqual([]);
    expect(await ids({ 'identities.id': 'tl-cat-football', page: 0, size: 100 })).toEqual([
      'tl-sub-football-men',
      'tl-sub-football-women',
    ]);
    expect(await ids({ 'identities.id': ['tl-league-coastal-womens'] })).toEqual([
      'tl-team-seaview-swifts',
      'tl-team-harlow-herons',
      'tl-team-zurich-kestrels',
    ]);
  });

  it('archived filter', async () => {
    expect(await ids({ archived: true })).toEqual([]);
    expect((await ids({ archived: false })).length).toBe((await ids({})).length);
  });

  it('sorts by title both ways and by order', async () => {
    const asc = (await content({ kind: 'team', sort: 'title', order: 'asc', size: 999 })).entries;
    const titles = asc.map((e) => e.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const desc = await ids({ kind: 'team', sort: 'title', order: 'desc' });
    expect(desc).toEqual(asc.map((e) => e.id).reverse());
    const byOrder = (await content({ kind: 'category', sort: 'order', size: 999 })).entries;
    expect(byOrder.map((e) => e.order)).toEqual([1, 2]);
    expect(await ids({ kind: 'category', sort: 'order', order: 'desc' })).toEqual(
      byOrder.map((e) => e.id).reverse(),
    );
    const created = await ids({ kind: 'league', sort: 'created' });
    expect(created).toHaveLength(3);
    expect(await ids({ kind: 'league', sort: 'added', order: 'asc' })).toEqual(
      [...created].reverse(),
    );
  });

  it('media_parent_order.{id}: that parent’s items first, in their order within it', async () => {
    const sorted = await ids({
      kind: 'team',
      sort: 'media_parent_order.tl-league-metro-basketball',
    });
    expect(sorted.slice(0, 4)).toEqual([
      'tl-team-eastgate-eagles',
      'tl-team-westport-wolves',
      'tl-team-summit-sparks',
      'tl-team-lakeside-lynx',
    ]);
    expect(sorted).toHaveLength(teamCount);
    const reversed = await ids({
      'identities.id': 'tl-league-metro-basketball',
      sort: 'media_parent_order.tl-league-metro-basketball',
      order: 'desc',
    });
    expect(reversed).toEqual(sorted.slice(0, 4).reverse());
  });

  it('pages with nextExists', async () => {
    const first = await content({ kind: 'team', size: 4 });
    const second = await content({ kind: 'team', size: 4, page: 1 });
    expect(first).toMatchObject({ entryCount: 4, nextExists: true, startIndex: 0 });
    expect(second.startIndex).toBe(4);
    expect(second.entries[0]!.id).not.toBe(first.entries[0]!.id);
    const last = await content({ kind: 'team', size: 4, page: 2 });
    expect(last).toMatchObject({ entryCount: teamCount - 8, nextExists: false });
  });

  it('lists only the tenant of the host', async () => {
    const harbour = await ids({}, hosts.harbour);
    expect(harbour.length).toBeGreaterThan(0);
    expect(harbour.every((id) => id.startsWith('hb-'))).toBe(true);
    expect(await ids({ 'identities.id': 'tl-cat-football' }, hosts.harbour)).toEqual([]);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['unknown sort field', { sort: 'popularity' }, 'sort'],
    ['malformed parent order', { sort: 'media_parent_order.' }, 'sort'],
    ['negative page', { page: -1 }, 'page'],
    ['size over the maximum', { size: 1000 }, 'size'],
    ['unknown media_type', { media_type: 'team' }, 'media_type'],
    ['unknown kind', { kind: 'stadium' }, 'kind'],
    ['archived not a flag', { archived: 'maybe' }, 'archived'],
    ['malformed identity id', { 'identities.id': ['ok', 'no way'] }, 'identities.id[1]'],
    ['unknown key', { colour: 'red' }, 'colour'],
  ];
  for (const [name, body, field] of bad) {
    it(`${name} → 400 naming ${field}`, async () => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<WireError>().fields?.map((f) => f.path)).toContain(field);
    });
  }
});

describe('GET /api/identity/get_by_id/id/:id', () => {
  it('a league with banners of every kind, mobile banners, social links, teams and category', async () => {
    const response = await get('tl-league-northern-premier');
    expect(response.statusCode).toBe(200);
    const league = response.json<IdentityResponse>().content;
    expect(league).toMatchObject({
      id: 'tl-league-northern-premier',
      mediaType: 'identity',
      kind: 'league',
      title: 'Northern Premier Division',
      parentId: null,
      archived: false,
      logoUrl: '/media/images/leagues/northern-premier.svg',
      bannerUrl: '/media/images/banners/northern-premier.svg',
      mainCategories: [{ id: 'tl-cat-football', title: 'Football' }],
      identityIds: [
        'tl-team-riverside-rovers',
        'tl-team-ashford-athletic',
        'tl-team-kingsport-united',
        'tl-team-millbrook-city',
      ],
      facebookUrl: 'https://www.facebook.com/northernpremier',
      instagramUrl: 'https://www.instagram.com/northernpremier',
      xUrl: 'https://x.com/northernpremier',
      webUrl: 'https://northern-premier.example.org/',
    });
    expect(league.banners).toEqual([
      {
        kind: 'horizontal_banner',
        imageUrl: '/media/images/banners/northern-premier.svg',
        linkUrl: '/live/',
        linkTarget: '_self',
      },
      {
        kind: 'vertical_banner',
        imageUrl: '/media/images/banners-vertical/northern-premier.svg',
        linkUrl: 'https://northern-premier.example.org/tickets',
        linkTarget: '_blank',
      },
      {
        kind: 'image',
        imageUrl: '/media/images/leagues/northern-premier.svg',
        linkUrl: null,
        linkTarget: '_self',
      },
    ]);
    expect(league.mobileBanners.map((b) => b.kind)).toEqual(['horizontal_banner', 'image']);
  });

  it('a category lists its sub-categories; a sub-category its category', async () => {
    const category = (await get('tl-cat-basketball')).json<IdentityResponse>().content;
    expect(category).toMatchObject({
      mediaType: 'identity',
      mainCategories: [],
      identityIds: ['tl-sub-basketball-pro', 'tl-sub-basketball-college'],
    });
    const sub = (await get('tl-sub-basketball-pro')).json<IdentityResponse>().content;
    expect(sub).toMatchObject({
      mediaType: 'identity_item',
      kind: 'subcategory',
      parentId: 'tl-cat-basketball',
      mainCategories: [{ id: 'tl-cat-basketball', title: 'Basketball' }],
      banners: [],
      facebookUrl: null,
    });
  });

  it('a team with its accented name', async () => {
    const team = (await get('tl-team-zurich-kestrels')).json<IdentityResponse>().content;
    expect(team).toMatchObject({
      title: 'Zürich Kestrels',
      kind: 'team',
      parentId: 'tl-league-coastal-womens',
      logoUrl: '/media/images/teams/zurich-kestrels.svg',
    });
  });

  it('404 with context page for an unknown id or another tenant’s identity', async () => {
    for (const [id, host] of [
      ['tl-league-nowhere', hosts.touchline],
      ['tl-league-northern-premier', hosts.harbour],
      ['hb-league-harbour-premier', hosts.touchline],
    ] as const) {
      const response = await get(id, host);
      expect(response.statusCode).toBe(404);
      expect(response.json<WireError>()).toMatchObject({ error: 'not_found', context: 'page' });
    }
  });

  it('400 naming id for a malformed id', async () => {
    const response = await get('not%20an%20id');
    expect(response.statusCode).toBe(400);
    expect(response.json<WireError>().fields?.map((f) => f.path)).toEqual(['id']);
  });
});
