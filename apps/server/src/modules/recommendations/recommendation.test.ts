import type { RecommendationsResponse } from '@touchline/contract/calls/user';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createAccountsTestApp,
  hosts,
  signedIn,
  type Viewer,
} from '../../../test/personal-test-kit';
import { eventIdentities, events } from '../../db/schema';
import { call, type AccountsTestApp } from '../auth/accounts-test-kit';

let t: AccountsTestApp;
let fan: Viewer;
let watcher: Viewer;
let newcomer: Viewer;
let harbourViewer: Viewer;
const league = 'tl-league-northern-premier';
let leagueGames: string[];
beforeAll(async () => {
  t = await createAccountsTestApp();
  [fan, watcher, newcomer, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
  const rows = await t.database.db
    .select({ id: events.id })
    .from(events)
    .innerJoin(
      eventIdentities,
      and(eq(eventIdentities.tenantId, events.tenantId), eq(eventIdentities.eventId, events.id)),
    )
    .where(
      and(
        eq(events.tenantId, 'tn-touchline'),
        eq(events.mediaKind, 'event'),
        eq(eventIdentities.identityId, league),
        like(events.hdUrl, '/media/vod/%'),
      ),
    );
  leagueGames = rows.map((r) => r.id);
});
afterAll(() => t.close());

const recommendations = async (who: Viewer, query = '?size=100') => {
  const response = await as<RecommendationsResponse>(t, who, {
    method: 'GET',
    url: `/api/user/recommendations${query}`,
  });
  expect(response.status).toBe(200);
  return response.body.content;
};

describe('recommendations', () => {
  it('games of a followed league, each once, because the viewer follows it', async () => {
    const followed = await as<{ content: { title: string } }>(t, fan, {
      url: '/api/follow/save',
      body: { reference_id: league, type: 'league' },
    });
    const { entries } = await recommendations(fan);
    const ids = entries.map((e) => e.event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(leagueGames));
    const fromLeague = entries.find((e) => e.event.id === leagueGames[0]);
    expect(fromLeague!.reason).toEqual({ kind: 'follow', title: followed.body.content.title });
    expect(entries.every((e) => e.event.eventType === 'event')).toBe(true);
  });

  it('games like one watched, never the watched game itself', async () => {
    const seen = leagueGames[0];
    await as(t, watcher, {
      url: '/api/user/save_watch_position',
      body: { video_id: seen, position: 20 },
    });
    const { entries } = await recommendations(watcher);
    expect(entries.map((e) => e.event.id)).not.toContain(seen);
    const [seenRow] = await t.database.db
      .select({ title: events.title })
      .from(events)
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.id, seen!)));
    const title = seenRow!.title;
    const like = entries.filter((e) => e.reason.kind === 'history');
    expect(like.length).toBeGreaterThan(0);
    for (const entry of like) expect(entry.reason).toEqual({ kind: 'history', title });
  });

  it('a newcomer gets what others watch; another tenant none of it', async () => {
    const { entries } = await recommendations(newcomer);
    expect(entries.map((e) => [e.event.id, e.reason.kind])).toEqual([[leagueGames[0], 'popular']]);
    expect((await recommendations(harbourViewer)).entries).toEqual([]);
  });

  it('pages without repeating a game', async () => {
    const first = await recommendations(fan, '?size=2');
    const second = await recommendations(fan, '?size=2&page=1');
    expect(first.nextExists).toBe(true);
    const ids = [...first.entries, ...second.entries].map((e) => e.event.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('400 for bad paging; 401 without a token', async () => {
    for (const query of ['?size=0', '?page=-1', '?sort=views']) {
      const response = await as(t, fan, {
        method: 'GET',
        url: `/api/user/recommendations${query}`,
      });
      expect(response.status).toBe(400);
    }
    expect((await call(t, { method: 'GET', url: '/api/user/recommendations' })).status).toBe(401);
  });
});
