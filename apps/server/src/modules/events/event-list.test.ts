import type { Event } from '@touchline/contract/entities/event';
import type { EventListResponse } from '@touchline/contract/calls/event-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEventRow } from '../../db/schema';
import { buildDemoEvents } from '../../db/seed/demo-events';
import { fixedDemoMedia } from '../../db/seed/demo-media';
import { demoTenants } from '../../db/seed/demo-tenants';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [touchline, harbour] = demoTenants as [(typeof demoTenants)[0], (typeof demoTenants)[0]];
const expected = (tenant: typeof touchline) =>
  buildDemoEvents(
    { id: tenant.id, slug: tenant.slug, defaultCountry: tenant.settings.defaultCountry },
    tenant.catalog,
    t.seededAt,
    fixedDemoMedia(),
  );

async function list(body: Record<string, unknown>, host: string = hosts.touchline) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/event/list',
    headers: { host },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<EventListResponse>() };
}
const all = async (body: Record<string, unknown> = {}, host?: string) => {
  const { status, body: answer } = await list({ size: 999, ...body }, host);
  expect(status).toBe(200);
  return answer.content.entries;
};

describe('POST /api/event/list: answer', () => {
  it('answers a paged result sorted by the newest addition by default', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    const { content } = body;
    expect(content).toMatchObject({
      entryCount: 10,
      count: 10,
      itemsPerPage: 10,
      startIndex: 0,
      nextExists: true,
    });
    const rows = expected(touchline).events;
    const newest = [...rows].sort(
      (a, b) => b.addedAt!.getTime() - a.addedAt!.getTime() || (b.id < a.id ? -1 : 1),
    );
    expect(content.entries.map((e) => e.id)).toEqual(newest.slice(0, 10).map((e) => e.id));
  });

  it('maps a live game with teams, categories, score and sources', async () => {
    const [live] = await all({ status: 'live', sort: 'order', order: 'asc' });
    const row = expected(touchline).events.find((e) => e.id === live!.id)!;
    expect(live).toMatchObject({
      eventStatus: 'live',
      eventType: 'event',
      title: row.title,
      date: row.startsAt.toISOString(),
      // Touchline has the real kick-off option on.
      gameStartDate: row.kickoffAt!.toISOString(),
      duration: null,
      imageUrl: row.posterUrl,
      source: {
        hd: '/media/live/match-1/master.m3u8',
        poster: row.posterUrl,
        panoramic: row.panoramicUrl,
        clip: null,
        epg: null,
      },
      score: { home: row.scoreHome, away: row.scoreAway },
      isEventAvailableForUser: true,
      isEventAvailableInUserRegion: true,
      isEnabledVidswapStats: true,
    });
    // Short team names are on for Touchline.
    expect(live!.team1).toEqual({
      id: 'tl-team-riverside-rovers',
      name: 'Riverside',
      shortName: 'Riverside',
      logoUrl: '/media/images/teams/riverside-rovers.svg',
      color: '#1d4ed8',
    });
    expect(live!.categories.map((c) => c.title)).toEqual([
      'Northern Premier Division',
      'Football',
      "Men's Football",
    ]);
  });

  it('marks paid items unavailable to an anonymous viewer and region-locked items unavailable in the default country', async () => {
    const entries = await all({ media_type: 'event' });
    const paid = entries.filter((e) => e.commerceType !== 'free');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((e) => !e.isEventAvailableForUser)).toBe(true);
    expect(
      entries.filter((e) => e.commerceType === 'free').every((e) => e.isEventAvailableForUser),
    ).toBe(true);
    const locked = expected(touchline).events.filter(
      (e) => e.regionBlocked?.length || e.regionAllowed?.length,
    );
    expect(locked).toHaveLength(2);
    for (const row of locked)
      expect(entries.find((e) => e.id === row.id)?.isEventAvailableInUserRegion).toBe(false);
  });

  it('applies the tenant options: full names, event date as start, no stats on Harbour', async () => {
    const [game] = await all(
      { status: 'archived', media_type: 'event', sort: 'order', order: 'asc' },
      hosts.harbour,
    );
    const row = expected(harbour).events.find((e) => e.id === game!.id)!;
    // Harbour shows full team names.
    expect(game!.team1!.shortName).toBeTruthy();
    expect(game!.team1!.name).not.toBe(game!.team1!.shortName);
    expect(game!.team1!.name.startsWith(game!.team1!.shortName!)).toBe(true);
    expect(game!.gameStartDate).toBe(row.startsAt.toISOString());
    expect(game!.isEnabledVidswapStats).toBe(false);
    expect(game!.duration).toBe(75);
  });

  it('gives highlights their media fields and parent event', async () => {
    const highlights = await all({ media_type: 'highlight' });
    expect(highlights).toHaveLength(touchline.catalog.plan.highlights);
    const player = highlights.find((h) => h.playerNumber);
    expect(player).toMatchObject({
      eventType: 'highlight',
      mediaType: 'highlight',
      eventStatus: 'vod',
    });
    expect(player!.playerColor).toMatch(/^#/);
    for (const h of highlights) {
      expect(h.eventId).not.toBe(h.id);
      expect(h.source.hd).toMatch(/^\/media\/vod\/highlight-\d\/master\.m3u8$/);
    }
  });

  it('gives channels their live stream and programme guide', async () => {
    const channels = await all({ status: 'channel' });
    expect(channels).toHaveLength(touchline.catalog.channels.length);
    for (const c of channels) {
      expect(c.source.hd).toMatch(/^\/media\/live\/match-\d\/master\.m3u8$/);
      expect(c.source.epg).toBe(`/api/event/epg/${c.id}`);
    }
  });
});

describe('POST /api/event/list: sorting', () => {
  const keyOf: Record<string, (e: NewEventRow) => string | number> = {
    order: (e) => e.sortOrder!,
    added: (e) => e.addedAt!.getTime(),
    created: (e) => e.createdAt!.getTime(),
    title: (e) => e.title.toLowerCase(),
  };
  for (const sort of ['order', 'added', 'title', 'created'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${order}`, async () => {
        const entries = await all({ sort, order });
        const sign = order === 'asc' ? 1 : -1;
        const want = [...expected(touchline).events].sort((a, b) => {
          const ka = keyOf[sort]!(a);
          const kb = keyOf[sort]!(b);
          if (ka !== kb) return (ka < kb ? -1 : 1) * sign;
          return (a.id < b.id ? -1 : 1) * sign;
        });
        expect(entries.map((e) => e.id)).toEqual(want.map((e) => e.id));
      });
    }
  }

  it('uses each field’s natural direction when only the field is given', async () => {
    const byTitle = await all({ sort: 'title' });
    const titles = byTitle.map((e) => e.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const byOrder = await all({ sort: 'order' });
    expect(byOrder[0]!.id).toBe('tl-ev-001');
  });
});

describe('POST /api/event/list: paging', () => {
  it('walks every page with nextExists and covers the list exactly once', async () => {
    const everything = await all({ sort: 'title', order: 'asc' });
    const seen: Event[] = [];
    for (let page = 0; ; page += 1) {
      const { body } = await list({ sort: 'title', order: 'asc', page, size: 7 });
      const { content } = body;
      expect(content.startIndex).toBe(page * 7);
      expect(content.itemsPerPage).toBe(7);
      expect(content.totalCount).toBe(page * 7 + content.entryCount);
      seen.push(...content.entries);
      if (!content.nextExists) break;
      expect(content.entryCount).toBe(7);
    }
    expect(seen.map((e) => e.id)).toEqual(everything.map((e) => e.id));
  });

  it('counts the whole list when asked', async () => {
    const total = expected(touchline).events.length;
    const { body } = await list({ page: 1, size: 5, count: true });
    expect(body.content).toMatchObject({
      totalCount: total,
      entryCount: 5,
      startIndex: 5,
      nextExists: true,
    });
    const beyond = await list({ page: 50, size: 5, count: true });
    expect(beyond.body.content).toMatchObject({
      totalCount: total,
      entryCount: 0,
      nextExists: false,
      entries: [],
    });
  });
});
