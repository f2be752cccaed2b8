// Spec §3 "Paged result" and §7: `count: true` asks for the total. Every paged call honours it
// with the exact size of the whole list; without it, totalCount is the lower bound the contract
// describes (startIndex + entryCount) and nextExists says whether more follow.
import type { PagedContent } from '@touchline/contract/paged';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
