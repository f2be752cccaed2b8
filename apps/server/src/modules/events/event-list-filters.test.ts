import type { EventListResponse } from '@touchline/contract/calls/event-list';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const dataset = (tenant: typeof touchline) =>
  buildDemoEvents(
    { id: tenant.id, slug: tenant.slug, defaultCountry: tenant.settings.defaultCountry },
    tenant.catalog,
    t.seededAt,
    fixedDemoMedia(),
  );

async function post(body: unknown, host: string = hosts.touchline) {
  return t.app.inject({
    method: 'POST',
    url: '/api/event/list',
    headers: { host },
    payload: body as object,
  });
}
async function ids(body: Record<string, unknown>, host?: string) {
  const response = await post({ size: 999, ...body }, host);
  expect(response.statusCode).toBe(200);
  return response
    .json<EventListResponse>()
    .content.entries.map((e) => e.id)
    .sort();
}
const sorted = (list: string[]) => [...list].sort();

describe('POST /api/event/list: filters', () => {
  let events: ReturnType<typeof dataset>['events'] = [];
  let memberships: ReturnType<typeof dataset>['memberships'] = [];
  beforeAll(() => {
    ({ events, memberships } = dataset(touchline));
  });
  const where = (test: (e: (typeof events)[number]) => boolean) =>
    sorted(events.filter(test).map((e) => e.id));
  const memberOf = (identityId: string) =>
    new Set(memberships.filter((m) => m.identityId === identityId).map((m) => m.eventId));

  it('status: each listing state, with archived meaning stored vod', async () => {
    for (const status of ['live', 'upcoming', 'channel'] as const) {
      const found = await ids({ status });
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(where((e) => e.status === status));
    }
    expect(await ids({ status: 'archived', media_type: 'event' })).toEqual(
      where((e) => e.status === 'vod' && e.mediaKind === 'event'),
    );
    expect(await ids({ status: 'archived', media_type: 'event' })).toHaveLength(
      touchline.catalog.plan.archived,
    );
    expect(await ids({ status: 'training' })).toEqual([]);
  });

  it('media_type', async () => {
    expect(await ids({ media_type: 'highlight' })).toEqual(
      where((e) => e.mediaKind === 'highlight'),
    );
    expect(await ids({ media_type: 'clip' })).toEqual(where((e) => e.mediaKind === 'clip'));
    expect(await ids({ media_type: 'clip' })).toHaveLength(touchline.catalog.plan.clips);
  });

  it('sportType', async () => {
    const basketball = await ids({ sportType: 'basketball' });
    expect(basketball.length).toBeGreaterThan(0);
    expect(basketball).toEqual(where((e) => e.sportType === 'basketball'));
    expect(await ids({ sportType: 'curling' })).toEqual([]);
  });

  it('identities.id: a league finds its games with their highlights and clips', async () => {
    const league = 'tl-league-northern-premier';
    const found = await ids({ 'identities.id': league });
    expect(found).toEqual(sorted([...memberOf(league)]));
    expect(found.some((id) => events.find((e) => e.id === id)!.mediaKind === 'highlight')).toBe(
      true,
    );
  });

  it('identities.id: a category also finds its sub-categories’ events; several ids combine', async () => {
    const football = await ids({
      'identities.id': ['tl-cat-football'],
      'identities.type': 'identity',
    });
    expect(football).toEqual(sorted([...memberOf('tl-cat-football')]));
    expect(football).toEqual(expect.arrayContaining([...memberOf('tl-sub-football-women')]));
    const both = await ids({
      'identities.id': ['tl-league-coastal-womens', 'tl-league-metro-basketball'],
    });
    expect(both).toEqual(
      sorted([...memberOf('tl-league-coastal-womens'), ...memberOf('tl-league-metro-basketball')]),
    );
  });

  it('identities.type restricts which kinds of identity match', async () => {
    const sub = 'tl-sub-football-women';
    expect(await ids({ 'identities.id': sub, 'identities.type': 'identity' })).toEqual([]);
    expect(await ids({ 'identities.id': sub, 'identities.type': 'identity_item' })).toEqual(
      sorted([...memberOf(sub)]),
    );
    const team = 'tl-team-lakeside-lynx';
    const teamEvents = where((e) => e.team1Id === team || e.team2Id === team);
    expect(await ids({ 'identities.id': team })).toEqual(teamEvents);
    expect(await ids({ 'identities.id': team, 'identities.type': 'identity_item' })).toEqual(
      teamEvents,
    );
    expect(await ids({ 'identities.id': team, 'identities.type': 'identity' })).toEqual([]);
  });

  it('search.teams.id: events of any of the teams', async () => {
    const teams = ['tl-team-eastgate-eagles', 'tl-team-seaview-swifts'];
    const found = await ids({ 'search.teams.id': teams });
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(
      where((e) => teams.includes(e.team1Id ?? '') || teams.includes(e.team2Id ?? '')),
    );
  });

  it('event_id', async () => {
    expect(await ids({ event_id: 'tl-ev-003' })).toEqual(['tl-ev-003']);
    expect(await ids({ event_id: 'tl-ev-999' })).toEqual([]);
  });

  it('event_date: start~end in epoch milliseconds, inclusive', async () => {
    const upcoming = events.filter((e) => e.status === 'upcoming').map((e) => e.startsAt.getTime());
    const start = Math.min(...upcoming);
    const end = start + 2 * 24 * 3600_000;
    const found = await ids({ event_date: `${start}~${end}` });
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(
      where((e) => e.startsAt.getTime() >= start && e.startsAt.getTime() <= end),
    );
  });

  it('search: title, team and league names, case-insensitive, wildcards literal', async () => {
    expect(await ids({ search: 'ROVERS' })).toEqual(
      where((e) => e.title.toLowerCase().includes('rovers')),
    );
    expect(await ids({ search: 'Coastal Women' })).toEqual(
      sorted([...memberOf('tl-league-coastal-womens')]),
    );
    expect(await ids({ search: '%' })).toEqual([]);
  });

  it('filters combine', async () => {
    const found = await ids({ status: 'archived', sportType: 'football', media_type: 'event' });
    expect(found).toEqual(
      where((e) => e.status === 'vod' && e.sportType === 'football' && e.mediaKind === 'event'),
    );
  });
});

describe('POST /api/event/list: tenant isolation', () => {
  it('Harbour sees only its own events', async () => {
    const found = await ids({}, hosts.harbour);
    expect(found).toEqual(sorted(dataset(harbour).events.map((e) => e.id)));
    expect(found.every((id) => id.startsWith('hb-'))).toBe(true);
  });

  it('another tenant’s event id, league or team finds nothing', async () => {
    expect(await ids({ event_id: 'tl-ev-001' }, hosts.harbour)).toEqual([]);
    expect(await ids({ 'identities.id': 'tl-league-northern-premier' }, hosts.harbour)).toEqual([]);
    expect(await ids({ 'search.teams.id': 'tl-team-riverside-rovers' }, hosts.harbour)).toEqual([]);
    expect(await ids({ event_id: 'hb-ev-001' }, hosts.touchline)).toEqual([]);
  });
});

describe('POST /api/event/list: bad input', () => {
  const cases: [string, unknown, string][] = [
    ['unknown sort field', { sort: 'popularity' }, 'sort'],
    ['unknown sort direction', { order: 'sideways' }, 'order'],
    ['negative page', { page: -1 }, 'page'],
    ['fractional page', { page: 1.5 }, 'page'],
    ['size over the maximum', { size: 1000 }, 'size'],
    ['size zero', { size: 0 }, 'size'],
    ['malformed event id', { event_id: 'bad id!' }, 'event_id'],
    ['malformed identity id in a list', { 'identities.id': ['ok', 'not ok'] }, 'identities.id[1]'],
    ['malformed event_date', { event_date: 'yesterday' }, 'event_date'],
    ['event_date ending before it starts', { event_date: '2000~1000' }, 'event_date'],
    ['unknown media type', { media_type: 'podcast' }, 'media_type'],
    ['unknown body key', { colour: 'red' }, 'colour'],
    ['malformed status', { status: 'Live Now' }, 'status'],
  ];
  for (const [name, body, field] of cases) {
    it(`${name} → 400 validation_error naming ${field}`, async () => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      const error = response.json<WireError>();
      expect(error).toMatchObject({
        error: 'validation_error',
        messageErrorCode: 'validation_error',
      });
      expect(error.fields?.map((f) => f.path)).toContain(field);
      expect(error.message).toContain(field);
    });
  }

  it('several bad fields are all named', async () => {
    const response = await post({ page: -1, size: 5000, sort: 'x' });
    expect(
      response
        .json<WireError>()
        .fields?.map((f) => f.path)
        .sort(),
    ).toEqual(['page', 'size', 'sort']);
  });

  it('a body that is not JSON → 400 validation_error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/event/list',
      headers: { host: hosts.touchline, 'content-type': 'application/json' },
      payload: '{"page": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<WireError>().error).toBe('validation_error');
  });

  it('a body that is not an object → 400 validation_error', async () => {
    const response = await post([1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json<WireError>().fields?.[0]?.path).toBe('(body)');
  });
});
