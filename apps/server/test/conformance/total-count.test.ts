// Spec §3 "Paged result" and §7: `count: true` asks for the total. Every paged call honours it
// with the exact size of the whole list; without it, totalCount is the lower bound the contract
// describes (startIndex + entryCount) and nextExists says whether more follow.
import type { PagedContent } from '@touchline/contract/paged';
import { and, eq, gt, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema';
import { as, createAccountsTestApp, hosts, signedIn, type Viewer } from '../personal-test-kit';
import type { AccountsTestApp } from '../../src/modules/auth/accounts-test-kit';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

type Input = Record<string, string | number | boolean>;

/** One paged call: how to ask it for a page, and where its paged content sits in the answer. */
interface PagedCall {
  name: string;
  ask(input: Input): Promise<PagedContent<{ id: string }>>;
}

const queryOf = (input: Input) =>
  new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]));

async function answer(method: 'GET' | 'POST', url: string, input: Input) {
  const response = await t.app.inject({
    method,
    url: method === 'GET' ? `${url}?${queryOf(input).toString()}` : url,
    headers: { host: hosts.touchline },
    ...(method === 'POST' ? { payload: input } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: unknown }>().content;
}

const paged = (method: 'GET' | 'POST', url: string, fixed: Input = {}) => ({
  ask: async (input: Input) =>
    (await answer(method, url, { ...fixed, ...input })) as PagedContent<{ id: string }>,
});

let archivedGame = '';
const calls: PagedCall[] = [
  { name: 'event/list', ...paged('POST', '/api/event/list') },
  { name: 'identity/list', ...paged('POST', '/api/identity/list') },
  { name: 'clip/list', ...paged('POST', '/api/clip/list') },
  {
    name: 'search (events)',
    ask: async (input) =>
      (
        (await answer('GET', '/api/search', { q: 'a', ...input })) as {
          events: PagedContent<{ id: string }>;
        }
      ).events,
  },
  {
    name: 'vod/get_related_videos',
    ask: (input) => paged('GET', '/api/vod/get_related_videos', { id: archivedGame }).ask(input),
  },
];

beforeAll(async () => {
  const games = (await answer('POST', '/api/event/list', {
    status: 'archived',
    media_type: 'event',
    size: 1,
  })) as PagedContent<{ id: string }>;
  archivedGame = games.entries[0]!.id;
});

describe('count: true', () => {
  for (const call of calls) {
    it(`${call.name}: totalCount is the size of the whole list`, async () => {
      const whole = await call.ask({ size: 999 });
      expect(whole.entries.length, 'a list long enough to page').toBeGreaterThan(2);
      const counted = await call.ask({ size: 2, count: true });
      expect(counted.totalCount).toBe(whole.entries.length);
      expect(counted.entries).toHaveLength(2);
      // Without it: the lower bound, and more follow.
      const bound = await call.ask({ size: 2 });
      expect(bound.totalCount).toBe(2);
      expect(bound.nextExists).toBe(true);
    });
  }
});

// The personal lists answer through http/paged-answer.ts. The viewer has three entries in each;
// another viewer of the tenant has one of each too, so a count that is not the user's own (or
// not the tenant's) shows.
describe('count: true on the personal lists', () => {
  let viewer: Viewer;
  let other: Viewer;
  let videos: string[];

  const ask = async (who: Viewer, method: 'GET' | 'POST', url: string, input: Input) => {
    const response = await as<{ content: PagedContent<unknown> }>(t, who, {
      method,
      url: method === 'GET' ? `${url}?${queryOf(input).toString()}` : url,
      ...(method === 'POST' ? { body: input } : {}),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.content;
  };

  /** Gives `who` the first `n` entries of every personal list. */
  async function fill(who: Viewer, n: number) {
    const follows = [
      { reference_id: 'tl-league-northern-premier', type: 'league' },
      { reference_id: 'tl-team-seaview-swifts', type: 'team' },
      { reference_id: 'tl-sub-football-men', type: 'subcategory' },
    ];
    for (const [i, video] of videos.slice(0, n).entries()) {
      const writes: [string, unknown][] = [
        ['/api/user/add_to_watchlist', { video_id: video }],
        ['/api/user/save_watch_position', { video_id: video, position: 30 }],
        ['/api/follow/save', follows[i]],
        ['/api/clip/create', { title: `Clip ${i}`, event: video, startTime: 10, endTime: 20 }],
        [
          '/api/tag/saveV2',
          {
            targetId: videos[0],
            title: `Tag ${i}`,
            startTime: 1000 * (i + 1),
            endTime: 1000 * (i + 1),
            type: 'user',
            global: false,
            mode: 'sync',
            playerColor: null,
            playerNumber: null,
            teamId: null,
            videoType: 'vod',
            streamName: 'hd',
          },
        ],
      ];
      for (const [url, body] of writes) {
        const response = await as(t, who, { url, body });
        expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
      }
    }
  }

  beforeAll(async () => {
    [viewer, other] = await Promise.all([signedIn(t), signedIn(t)]);
    const games = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.tenantId, 'tn-touchline'),
          eq(events.mediaKind, 'event'),
          eq(events.commerceType, 'free'),
          like(events.hdUrl, '/media/vod/%'),
          gt(events.durationSeconds, 60),
        ),
      )
      .orderBy(events.id)
      .limit(3);
    videos = games.map((g) => g.id);
    expect(videos).toHaveLength(3);
    await fill(viewer, 3);
    await fill(other, 1);
  });

  const lists: { name: string; method: 'GET' | 'POST'; url: string; fixed?: () => Input }[] = [
    { name: 'user/get_watchlist', method: 'GET', url: '/api/user/get_watchlist' },
    { name: 'user/continue_watching', method: 'GET', url: '/api/user/continue_watching' },
    { name: 'user/recommendations', method: 'GET', url: '/api/user/recommendations' },
    { name: 'follow/list_by_user', method: 'GET', url: '/api/follow/list_by_user' },
    { name: 'clip/user_list', method: 'POST', url: '/api/clip/user_list' },
    {
      name: 'tag/list',
      method: 'POST',
      url: '/api/tag/list',
      fixed: () => ({ global: false, targetId: videos[0]! }),
    },
  ];

  for (const list of lists) {
    it(`${list.name}: totalCount is the size of the user's whole list`, async () => {
      const ask1 = (input: Input) =>
        ask(viewer, list.method, list.url, { ...list.fixed?.(), ...input });
      const whole = await ask1({ size: 999 });
      expect(whole.entries.length, 'a list long enough to page').toBeGreaterThan(2);
      const counted = await ask1({ size: 2, count: true });
      expect(counted.totalCount).toBe(whole.entries.length);
      expect(counted.entries).toHaveLength(2);
      // On the last page too: the whole list's size.
      const lastPage = Math.ceil(whole.entries.length / 2) - 1;
      const last = await ask1({ size: 2, page: lastPage, count: true });
      expect(last.totalCount).toBe(whole.entries.length);
      expect(last.nextExists).toBe(false);
      // Without it: the lower bound the contract documents, and more follow.
      const bound = await ask1({ size: 2 });
      expect(bound.totalCount).toBe(2);
      expect(bound.nextExists).toBe(true);
    });
  }

  it('tag/list counts nothing on a video the caller cannot see', async () => {
    const content = await ask(viewer, 'POST', '/api/tag/list', {
      global: false,
      targetId: 'no-such-video',
      size: 2,
      count: true,
    });
    expect(content).toMatchObject({ totalCount: 0, entryCount: 0, nextExists: false });
  });

  it("a Harbour viewer's lists count none of Touchline's rows", async () => {
    const harbour = await signedIn(t, hosts.harbour);
    for (const list of lists.filter((l) => l.name !== 'tag/list' && !l.name.includes('recom'))) {
      const content = await ask(harbour, list.method, list.url, { size: 2, count: true });
      expect(content.totalCount, list.name).toBe(0);
    }
  });
});
