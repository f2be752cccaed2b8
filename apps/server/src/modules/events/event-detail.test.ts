import type { EventListResponse } from '@touchline/contract/calls/event-list';
import type { EventResponse, SportCount } from '@touchline/contract/calls/events';
import type { Event } from '@touchline/contract/entities/event';
import type { WireError } from '@touchline/contract/errors';
import type { PagedResult } from '@touchline/contract/paged';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';
import { relatedLimit } from './event-detail-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, host: string = hosts.touchline) =>
  t.app.inject({ method: 'GET', url, headers: { host } });

async function listAll(body: Record<string, unknown>, host: string = hosts.touchline) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/event/list',
    headers: { host },
    payload: { size: 999, ...body },
  });
  return response.json<EventListResponse>().content.entries;
}

function expectNotFound(response: Awaited<ReturnType<typeof get>>, context: string) {
  expect(response.statusCode).toBe(404);
  expect(response.json<WireError>()).toMatchObject({ error: 'not_found', context });
}

describe('GET /api/event/get_by_id/id/:id', () => {
  it('answers the event as the list does', async () => {
    const [listed] = await listAll({ event_id: 'tl-ev-001' });
    const response = await get('/api/event/get_by_id/id/tl-ev-001');
    expect(response.statusCode).toBe(200);
    expect(response.json<EventResponse>().content).toEqual(listed);
  });

  it('reads :id as the reference id with idType=referenceId', async () => {
    const response = await get('/api/event/get_by_id/id/TL-1001?idType=referenceId');
    expect(response.statusCode).toBe(200);
    expect(response.json<EventResponse>().content).toMatchObject({
      id: 'tl-ev-001',
      referenceId: 'TL-1001',
    });
    expectNotFound(await get('/api/event/get_by_id/id/tl-ev-001?idType=referenceId'), 'event');
  });

  it('answers highlights too, and checks media_type when given', async () => {
    const [highlight] = await listAll({ media_type: 'highlight' });
    const ok = await get(`/api/event/get_by_id/id/${highlight!.id}?media_type=highlight`);
    expect(ok.json<EventResponse>().content.eventType).toBe('highlight');
    expectNotFound(await get(`/api/event/get_by_id/id/${highlight!.id}?media_type=event`), 'event');
  });

  it('404 with context event for an unknown id and for another tenant’s event', async () => {
    expectNotFound(await get('/api/event/get_by_id/id/tl-ev-999'), 'event');
    expectNotFound(await get('/api/event/get_by_id/id/tl-ev-001', hosts.harbour), 'event');
    expectNotFound(await get('/api/event/get_by_id/id/hb-ev-001'), 'event');
  });

  it('400 naming the field for a malformed id, idType or media_type', async () => {
    for (const [url, field] of [
      ['/api/event/get_by_id/id/bad%20id', 'id'],
      ['/api/event/get_by_id/id/tl-ev-001?idType=slug', 'idType'],
      ['/api/event/get_by_id/id/tl-ev-001?media_type=podcast', 'media_type'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json<WireError>().fields?.map((f) => f.path)).toContain(field);
    }
  });
});

describe('GET /api/vod/get_related_videos', () => {
  const related = async (query: string, host?: string) => {
    const response = await get(`/api/vod/get_related_videos?${query}`, host);
    expect(response.statusCode).toBe(200);
    return response.json<PagedResult<Event>>().content;
  };

  it('lists archived videos sharing a team or the league, newest first, never the same game', async () => {
    const [game] = await listAll({ status: 'archived', media_type: 'event', sort: 'order' });
    const content = await related(`id=${game!.id}&size=999`);
    expect(content.entries.length).toBeGreaterThan(0);
    const leagueId = game!.categories[0]!.id;
    const teams = [game!.team1!.id, game!.team2!.id];
    for (const e of content.entries) {
      expect(e.id).not.toBe(game!.id);
      expect(e.eventStatus).toBe('vod');
      const sharesTeam = [e.team1?.id, e.team2?.id].some((id) => id && teams.includes(id));
      expect(sharesTeam || e.categories.some((c) => c.id === leagueId)).toBe(true);
    }
    // Its own highlights and clips are the same match again: "up next" never offers them.
    expect(content.entries.some((e) => e.eventId === game!.id)).toBe(false);
    const added = await listAll({ status: 'archived', sort: 'added', order: 'desc' });
    const rank = new Map(added.map((e, i) => [e.id, i]));
    const ranks = content.entries.map((e) => rank.get(e.id)!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('leaves out the game a highlight was cut from, and that game’s other highlights', async () => {
    const highlights = await listAll({
      status: 'archived',
      media_type: 'highlight',
      sort: 'order',
    });
    const cut = highlights.find((e) => e.eventId !== e.id);
    expect(cut).toBeDefined();
    const content = await related(`id=${cut!.id}&size=999`);
    expect(content.entries.length).toBeGreaterThan(0);
    for (const e of content.entries) {
      expect(e.id).not.toBe(cut!.eventId);
      expect(e.eventId).not.toBe(cut!.eventId);
    }
  });

  it('pages, and stops after the newest relatedLimit videos', async () => {
    const [game] = await listAll({ status: 'archived', media_type: 'event', sort: 'order' });
    const first = await related(`id=${game!.id}&size=2`);
    const second = await related(`id=${game!.id}&size=2&page=1`);
    expect(first).toMatchObject({ entryCount: 2, startIndex: 0, nextExists: true });
    expect(second.startIndex).toBe(2);
    expect(second.entries[0]!.id).not.toBe(first.entries[0]!.id);
    const beyond = await related(`id=${game!.id}&size=10&page=${relatedLimit / 10}`);
    expect(beyond).toMatchObject({ entries: [], nextExists: false });
  });

  it('404 with context event for an unknown or foreign id; 400 for a bad one', async () => {
    const unknown = await get('/api/vod/get_related_videos?id=tl-ev-999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<WireError>().context).toBe('event');
    const foreign = await get('/api/vod/get_related_videos?id=tl-ev-001', hosts.harbour);
    expect(foreign.statusCode).toBe(404);
    for (const [query, field] of [
      ['', 'id'],
      ['id=no%20way', 'id'],
      ['id=tl-ev-001&size=0', 'size'],
    ] as const) {
      const response = await get(`/api/vod/get_related_videos?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<WireError>().fields?.map((f) => f.path)).toContain(field);
    }
  });
});

describe('GET /api/event/grouped_sport_count', () => {
  const counts = async (query = '', host?: string) => {
    const response = await get(`/api/event/grouped_sport_count${query}`, host);
    expect(response.statusCode).toBe(200);
    return response.json<{ content: SportCount[] }>().content;
  };
  const tally = (entries: Event[]) => {
    const map = new Map<string, number>();
    for (const e of entries) map.set(e.sportType, (map.get(e.sportType) ?? 0) + 1);
    return map;
  };

  it('counts the games of each sport, most first, without highlights or clips', async () => {
    const games = tally(await listAll({ media_type: 'event' }));
    const answer = await counts();
    expect(new Map(answer.map((c) => [c.sportType, c.count]))).toEqual(games);
    const numbers = answer.map((c) => c.count);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('counts one listing state: live games per sport, archived meaning vod', async () => {
    const live = tally(await listAll({ media_type: 'event', status: 'live' }));
    expect(live.size).toBeGreaterThan(0);
    expect(new Map((await counts('?status=live')).map((c) => [c.sportType, c.count]))).toEqual(
      live,
    );
    const archived = tally(await listAll({ media_type: 'event', status: 'archived' }));
    expect(new Map((await counts('?status=archived')).map((c) => [c.sportType, c.count]))).toEqual(
      archived,
    );
  });

  it('counts only the tenant of the host', async () => {
    const harbour = await counts('', hosts.harbour);
    expect(harbour.map((c) => c.sportType).sort()).toEqual(['basketball', 'volleyball']);
    expect((await counts()).map((c) => c.sportType)).not.toContain('volleyball');
  });

  it('400 naming status for an unknown listing state', async () => {
    const response = await get('/api/event/grouped_sport_count?status=vod');
    expect(response.statusCode).toBe(400);
    expect(response.json<WireError>().fields?.map((f) => f.path)).toEqual(['status']);
  });
});
