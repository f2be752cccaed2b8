import type { SearchResponse } from '@touchline/contract/calls/search';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(query: string, host: string = hosts.touchline) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search?${query}`,
    headers: { host },
  });
  return response;
}
async function found(q: string, host?: string) {
  const response = await search(`q=${encodeURIComponent(q)}&size=50`, host);
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>().content;
}

describe('GET /api/search', () => {
  it('finds a team by a partial, lower-case query without its accents', async () => {
    const { items, q } = await found('zurich');
    expect(q).toBe('zurich');
    expect(items[0]).toEqual({
      id: 'tl-team-zurich-kestrels',
      title: 'Zürich Kestrels',
      type: 'team',
      kind: 'team',
      imageUrl: '/media/images/teams/zurich-kestrels.svg',
      identitiesId: ['tl-league-coastal-womens'],
    });
    expect((await found('KESTR')).items.map((i) => i.id)).toEqual(['tl-team-zurich-kestrels']);
    expect((await found('zÜrIch')).items.map((i) => i.id)).toContain('tl-team-zurich-kestrels');
  });

  it('finds the games of that team by their titles, accent-insensitively, newest first', async () => {
    const { events } = await found('zurich');
    expect(events.entries.length).toBeGreaterThan(0);
    for (const e of events.entries) expect(e.title).toContain('Zürich');
    const added = events.entries.map((e) => e.id);
    expect(new Set(added).size).toBe(added.length);
  });

  it('answers leagues, categories and sub-categories as identity items, prefix matches first', async () => {
    const { items } = await found('foot');
    expect(items.map((i) => [i.id, i.type, i.kind])).toEqual([
      ['tl-cat-football', 'identity_item', 'category'],
      ['tl-sub-football-men', 'identity_item', 'subcategory'],
      ['tl-sub-football-women', 'identity_item', 'subcategory'],
    ]);
    expect(items[1]!.identitiesId).toEqual(['tl-cat-football']);
    const league = (await found('premier')).items.find((i) => i.kind === 'league');
    expect(league).toMatchObject({ id: 'tl-league-northern-premier', identitiesId: [] });
  });

  it('pages the events', async () => {
    const first = await search('q=vs&size=3&page=0');
    const second = await search('q=vs&size=3&page=1');
    const a = first.json<SearchResponse>().content.events;
    const b = second.json<SearchResponse>().content.events;
    expect(a).toMatchObject({ entryCount: 3, startIndex: 0, nextExists: true });
    expect(b.startIndex).toBe(3);
    expect(b.entries.map((e) => e.id)).not.toContain(a.entries[0]!.id);
  });

  it('takes LIKE wildcards literally and answers nothing for no match', async () => {
    expect(await found('%')).toMatchObject({ items: [], events: { entries: [] } });
    expect(await found('_')).toMatchObject({ items: [], events: { entries: [] } });
    expect(await found('quidditch')).toMatchObject({ items: [], events: { entries: [] } });
  });

  it('searches only the tenant of the host', async () => {
    expect((await found('zurich', hosts.harbour)).items).toEqual([]);
    expect((await found('zurich', hosts.harbour)).events.entries).toEqual([]);
    const harbour = await found('sao', hosts.harbour);
    expect(harbour.items.map((i) => i.title)).toEqual(['São Miguel Surf']);
    expect((await found('sao miguel')).items).toEqual([]);
  });

  const bad: [string, string][] = [
    ['', 'q'],
    ['q=', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=a&page=-1', 'page'],
    ['q=a&size=1000', 'size'],
  ];
  for (const [query, field] of bad) {
    it(`?${query.slice(0, 20)} → 400 naming ${field}`, async () => {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<WireError>().fields?.map((f) => f.path)).toContain(field);
    });
  }
});
