// The console's admin API: leagues, teams and games are created and changed by an operator of the
// tenant only, every change lands in the append-only audit trail with its actor, and nothing of
// another tenant can be read, changed or linked.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOperatorAccounts } from '../../db/seed/demo-operators';
import { hosts } from '../../../test/test-app';
import {
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
} from '../auth/accounts-test-kit';
import { demoOperatorKeys } from './operator-key';

type Json = Record<string, unknown> & { content: Record<string, unknown> & { entries: Json[] } };
let t: AccountsTestApp;
const asTouchline = { 'x-operator-key': demoOperatorKeys.touchline! };
const asHarbour = { 'x-operator-key': demoOperatorKeys.harbour! };

async function send(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
  host: string = hosts.touchline,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host, ...headers },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.json<Json>() };
}
const create = (
  path: string,
  body: unknown,
  headers: Record<string, string> = asTouchline,
  host?: string,
) => send('POST', `/api/admin/${path}`, headers, body, host);

async function harbourLeagueId(): Promise<string> {
  const { body } = await send(
    'GET',
    '/api/admin/identities?kind=league',
    asHarbour,
    undefined,
    hosts.harbour,
  );
  return String(body.content.entries[0]!.id);
}

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

describe('leagues, teams and games', () => {
  it('creates a league, two teams and a game in it, and lists them', async () => {
    const league = await create('identities', {
      kind: 'league',
      title: 'Coastal Cup',
      sportType: 'football',
    });
    expect(league.status).toBe(200);
    expect(league.body.content).toMatchObject({
      kind: 'league',
      title: 'Coastal Cup',
      parentId: null,
    });
    const leagueId = String(league.body.content.id);
    const home = await create('identities', {
      kind: 'team',
      title: 'Gulls',
      parentId: leagueId,
      colour: '#223344',
    });
    const away = await create('identities', { kind: 'team', title: 'Terns', parentId: leagueId });
    expect([home.status, away.status]).toEqual([200, 200]);
    const game = await create('events', {
      title: 'Gulls v Terns',
      startsAt: '2031-05-01T18:00:00Z',
      leagueId,
      team1Id: home.body.content.id,
      team2Id: away.body.content.id,
    });
    expect(game.status).toBe(200);
    expect(game.body.content).toMatchObject({
      title: 'Gulls v Terns',
      status: 'upcoming',
      startsAt: '2031-05-01T18:00:00.000Z',
      sportType: 'football',
      leagueId,
    });
    const events = await send('GET', '/api/admin/events', asTouchline);
    expect(events.body.content.entries.map((e) => e.id)).toContain(game.body.content.id);
    const teams = await send('GET', '/api/admin/identities?kind=team', asTouchline);
    expect(teams.body.content.entries.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Gulls', 'Terns']),
    );
    // The catalogue finds the game under its league, like the seeded ones.
    const inLeague = await t.app.inject({
      method: 'POST',
      url: '/api/event/list',
      headers: { host: hosts.touchline },
      payload: { 'identities.id': [leagueId] },
    });
    expect(inLeague.body).toContain(String(game.body.content.id));
  });

  it('schedules, renames and changes the status of a game, and records before and after', async () => {
    const game = await create('events', { title: 'Friendly' });
    const id = String(game.body.content.id);
    const changed = await send('PATCH', `/api/admin/events/${id}`, asTouchline, {
      title: 'Friendly (rescheduled)',
      startsAt: '2031-06-01T10:00:00Z',
      endsAt: '2031-06-01T12:00:00Z',
      status: 'vod',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.content).toMatchObject({
      title: 'Friendly (rescheduled)',
      status: 'vod',
      endsAt: '2031-06-01T12:00:00.000Z',
    });
    const audit = await send('GET', `/api/admin/audit?targetId=${id}`, asTouchline);
    const [update, creation] = audit.body.content.entries;
    expect(update).toMatchObject({
      action: 'event.update',
      actor: 'key:demo operator',
      before: { title: 'Friendly', status: 'upcoming' },
      after: { title: 'Friendly (rescheduled)', status: 'vod' },
    });
    expect(creation).toMatchObject({ action: 'event.create', before: null });
  });

  it('names the signed-in operator in the audit trail', async () => {
    const account = { ...demoOperatorAccounts.touchline!, address: '10.91.0.1' };
    const token = (await loginAs(t, account, 'console')).tokenData.access_token;
    const made = await create(
      'identities',
      { kind: 'category', title: 'Youth' },
      { 'x-authorization': `Bearer ${token}` },
    );
    expect(made.status).toBe(200);
    const audit = await send(
      'GET',
      `/api/admin/audit?targetId=${String(made.body.content.id)}`,
      asTouchline,
    );
    expect(String(audit.body.content.entries[0]!.actor)).toMatch(/^user:/);
  });

  it('renames and archives a team', async () => {
    const team = await create('identities', { kind: 'team', title: 'Old Name' });
    const id = String(team.body.content.id);
    const renamed = await send('PATCH', `/api/admin/identities/${id}`, asTouchline, {
      title: 'New Name',
      archived: true,
    });
    expect(renamed.body.content).toMatchObject({ title: 'New Name', archived: true });
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown kind', 'identities', { kind: 'planet', title: 'X' }, 'kind'],
    ['an empty title', 'identities', { kind: 'team', title: '  ' }, 'title'],
    [
      'a script logo',
      'identities',
      { kind: 'team', title: 'X', logoUrl: 'javascript:alert(1)' },
      'logoUrl',
    ],
    [
      'a field the call does not take',
      'identities',
      { kind: 'team', title: 'X', tenantId: 'tn-harbour' },
      '',
    ],
    ['a start that is not a date', 'events', { title: 'X', startsAt: 'tomorrow' }, 'startsAt'],
    ['a made-up league', 'events', { title: 'X', leagueId: 'no-such-league' }, 'leagueId'],
    ['the same team twice', 'events', { title: 'X', team1Id: 'x', team2Id: 'x' }, 'team1Id'],
    [
      'an end before the start',
      'events',
      { title: 'X', startsAt: '2031-01-02T00:00:00Z', endsAt: '2031-01-01T00:00:00Z' },
      'endsAt',
    ],
  ])('answers 400 for %s', async (_what, path, body, field) => {
    const { status, body: answer } = await create(path, body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: 'validation_error' });
    expect(JSON.stringify(answer.fields)).toContain(field);
  });

  it('answers 400 for a change that names nothing and 404 for an unknown game', async () => {
    const game = await create('events', { title: 'Empty change' });
    expect(
      (await send('PATCH', `/api/admin/events/${String(game.body.content.id)}`, asTouchline, {}))
        .status,
    ).toBe(400);
    const missing = await send('PATCH', '/api/admin/events/no-such-game', asTouchline, {
      title: 'X',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'not_found', context: 'event' });
  });
});

describe('who may', () => {
  it('answers 401 without credentials and 403 to a viewer', async () => {
    expect((await create('identities', { kind: 'team', title: 'X' }, {})).status).toBe(401);
    expect((await send('GET', '/api/admin/audit', {})).status).toBe(401);
    const viewer = freshAccount('viewer');
    await registerAccount(t, viewer);
    const token = (await loginAs(t, viewer)).tokenData.access_token;
    const asViewer = { 'x-authorization': `Bearer ${token}` };
    expect((await create('events', { title: 'Mine now' }, asViewer)).status).toBe(403);
    expect((await send('GET', '/api/admin/events', asViewer)).status).toBe(403);
  });

  it("refuses another tenant's key, and never reaches or links another tenant's rows", async () => {
    expect((await create('events', { title: 'X' }, asHarbour)).status).toBe(403);
    const harbourLeague = await harbourLeagueId();
    // Linking another tenant's league reads like a league that does not exist.
    const linked = await create('events', { title: 'X', leagueId: harbourLeague });
    expect(linked.status).toBe(400);
    const renamed = await send('PATCH', `/api/admin/identities/${harbourLeague}`, asTouchline, {
      title: 'Taken',
    });
    expect(renamed.status).toBe(404);
    const harbourGame = await create('events', { title: 'Harbour game' }, asHarbour, hosts.harbour);
    const id = String(harbourGame.body.content.id);
    expect(
      (await send('PATCH', `/api/admin/events/${id}`, asTouchline, { status: 'vod' })).status,
    ).toBe(404);
    const audit = await send('GET', '/api/admin/audit', asTouchline);
    expect(audit.body.content.entries.map((e) => e.targetId)).not.toContain(id);
    const list = await send('GET', '/api/admin/events', asTouchline);
    expect(list.body.content.entries.map((e) => e.id)).not.toContain(id);
  });
});

describe('the audit trail', () => {
  it('cannot be rewritten or deleted, even by the tables owner', async () => {
    await create('identities', { kind: 'team', title: 'Audited' });
    // drizzle wraps the database's error; its cause carries the trigger's message.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(t.database.db.execute(sql`update audit_log set actor = 'x'`))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(t.database.db.execute(sql`delete from audit_log`))).toMatch(
      /append-only: DELETE refused/,
    );
  });
});
