import type { FollowListResponse } from '@touchline/contract/calls/follows';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createAccountsTestApp,
  hosts,
  signedIn,
  type Viewer,
} from '../../../test/personal-test-kit';
import type { AccountsTestApp } from '../auth/accounts-test-kit';
import { call } from '../auth/accounts-test-kit';

let t: AccountsTestApp;
let ana: Viewer;
let ben: Viewer;
let harbourViewer: Viewer;
beforeAll(async () => {
  t = await createAccountsTestApp();
  [ana, ben, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
});
afterAll(() => t.close());

const save = (who: Viewer, body: unknown) => as(t, who, { url: '/api/follow/save', body });
const remove = (who: Viewer, body: unknown) =>
  as(t, who, { url: '/api/follow/remove_by_reference', body });
const list = (who: Viewer, query = '') =>
  as<FollowListResponse>(t, who, { method: 'GET', url: `/api/follow/list_by_user${query}` });

describe('follow/save', () => {
  it('follows a league, a team (with its league) and a sub-category; saving twice keeps one', async () => {
    const league = await save(ana, { reference_id: 'tl-league-northern-premier', type: 'league' });
    expect(league.status).toBe(200);
    expect(league.body).toMatchObject({
      content: {
        id: 'tl-league-northern-premier',
        type: 'league',
        identitiesId: ['tl-league-northern-premier'],
      },
    });
    await save(ana, { reference_id: 'tl-league-northern-premier', type: 'league' });
    const team = await save(ana, { reference_id: 'tl-team-seaview-swifts', type: 'team' });
    expect(team.body).toMatchObject({
      content: { identitiesId: ['tl-team-seaview-swifts', expect.stringMatching(/^tl-league-/)] },
    });
    await save(ana, { reference_id: 'tl-sub-football-men', type: 'subcategory' });

    const all = await list(ana, '?size=150&version=2');
    expect(all.status).toBe(200);
    expect(all.body.content.entries.map((e) => e.id)).toEqual([
      'tl-sub-football-men',
      'tl-team-seaview-swifts',
      'tl-league-northern-premier',
    ]);
    expect(all.body.content.entries[0]!.title).toBeTruthy();
  });

  it('400 naming type when the type is not the item’s kind', async () => {
    const response = await save(ana, { reference_id: 'tl-league-northern-premier', type: 'team' });
    expect(response.status).toBe(400);
    expect((response.body as WireError).fields?.map((f) => f.path)).toEqual(['type']);
  });

  it('another tenant’s identity answers like one nobody has', async () => {
    const theirs = await save(harbourViewer, {
      reference_id: 'tl-league-northern-premier',
      type: 'league',
    });
    const nobodys = await save(harbourViewer, { reference_id: 'zz-nothing', type: 'league' });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body).replace('tl-league-northern-premier', 'zz-nothing')).toBe(
      JSON.stringify(nobodys.body),
    );
    expect((await list(harbourViewer)).body.content.entries).toEqual([]);
  });

  const bad: [string, unknown, string][] = [
    ['unknown type', { reference_id: 'tl-league-northern-premier', type: 'club' }, 'type'],
    ['malformed id', { reference_id: '../x', type: 'league' }, 'reference_id'],
    ['extra key', { reference_id: 'tl-league-northern-premier', type: 'league', userId: 'x' }, ''],
  ];
  for (const [name, body, field] of bad) {
    it(`${name} → 400`, async () => {
      const response = await save(ana, body);
      expect(response.status).toBe(400);
      expect((response.body as WireError).error).toBe('validation_error');
      if (field) expect((response.body as WireError).fields?.map((f) => f.path)).toContain(field);
    });
  }

  it('needs a signed-in user', async () => {
    const response = await call(t, {
      url: '/api/follow/save',
      body: { reference_id: 'tl-league-northern-premier', type: 'league' },
    });
    expect(response.status).toBe(401);
  });
});

describe('follow/list_by_user', () => {
  it('filters by types[] and pages', async () => {
    const leagues = await list(ana, '?types[]=league&types[]=team');
    expect(leagues.body.content.entries.map((e) => e.type).sort()).toEqual(['league', 'team']);
    const first = await list(ana, '?size=1');
    expect(first.body.content).toMatchObject({ entryCount: 1, nextExists: true, itemsPerPage: 1 });
    const second = await list(ana, '?size=1&page=1');
    expect(second.body.content.startIndex).toBe(1);
    expect(second.body.content.entries[0]!.id).not.toBe(first.body.content.entries[0]!.id);
  });

  it('shows one user nothing of another’s follows', async () => {
    expect((await list(ben)).body.content.entries).toEqual([]);
  });

  it('400 for an unknown type, a bad version or size', async () => {
    for (const query of ['?types=player', '?version=3', '?size=0']) {
      expect((await list(ana, query)).status).toBe(400);
    }
  });
});

describe('follow/remove_by_reference', () => {
  it('unfollows; again, or by another user, answers the same and changes nothing', async () => {
    const byBen = await remove(ben, { id: 'tl-league-northern-premier' });
    expect(byBen).toMatchObject({
      status: 200,
      body: { content: { id: 'tl-league-northern-premier' } },
    });
    expect((await list(ana, '?types=league')).body.content.entries).toHaveLength(1);
    const byHarbour = await remove(harbourViewer, { id: 'tl-league-northern-premier' });
    expect(byHarbour.status).toBe(200);
    expect((await list(ana, '?types=league')).body.content.entries).toHaveLength(1);

    expect((await remove(ana, { id: 'tl-league-northern-premier' })).status).toBe(200);
    expect((await remove(ana, { id: 'tl-league-northern-premier' })).status).toBe(200);
    expect((await list(ana, '?types=league')).body.content.entries).toEqual([]);
  });

  it('400 for a malformed id or extra keys', async () => {
    expect((await remove(ana, { id: 'a b' })).status).toBe(400);
    expect((await remove(ana, { id: 'x', type: 'league' })).status).toBe(400);
  });
});
