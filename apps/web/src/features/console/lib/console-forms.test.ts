import type { AdminEvent, AdminIdentity } from '@touchline/contract/calls/admin';
import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-fields';
import { sectionOf } from './console-sections';
import { eventValues, toCreateEvent, toLocalInput, toUpdateEvent } from './event-form';
import { identityValues, toCreateIdentity, toUpdateIdentity } from './identity-form';

const team: AdminIdentity = {
  id: 'team-1',
  kind: 'team',
  title: 'Riverside',
  parentId: 'league-1',
  shortName: 'RIV',
  logoUrl: null,
  colour: '#112233',
  sportType: 'football',
  archived: false,
};

const game: AdminEvent = {
  id: 'ev-1',
  title: 'Riverside v Harbour',
  status: 'upcoming',
  startsAt: '2026-12-05T15:00:00.000Z',
  endsAt: null,
  sportType: 'football',
  leagueId: 'league-1',
  team1Id: 'team-1',
  team2Id: 'team-2',
  streamUrl: null,
  posterUrl: null,
  commerceCoverage: 'commerce_free_media',
  regionAllowed: [],
  regionBlocked: [],
  adUrls: [],
};

describe('identity bodies', () => {
  it('leave blank optional fields out of a new identity', () => {
    expect(
      toCreateIdentity({
        kind: 'league',
        title: ' Cup ',
        shortName: '',
        colour: '',
        logoUrl: '',
        parentId: '',
      }),
    ).toEqual({
      kind: 'league',
      title: 'Cup',
      parentId: undefined,
      shortName: undefined,
      colour: undefined,
      logoUrl: undefined,
    });
  });

  it('send only what changed, clearing an emptied field, and nothing when nothing changed', () => {
    const values = identityValues(team);
    expect(toUpdateIdentity(values, team)).toBeNull();
    expect(toUpdateIdentity({ ...values, title: 'Riverside FC', shortName: '' }, team)).toEqual({
      title: 'Riverside FC',
      shortName: null,
    });
  });
});

describe('game bodies', () => {
  it('turn the local start into an instant', () => {
    const local = toLocalInput(game.startsAt);
    expect(toCreateEvent({ ...eventValues(game), startsAt: local }).startsAt).toBe(game.startsAt);
  });

  it('send only what changed: the status, a team taken off', () => {
    const values = eventValues(game);
    expect(toUpdateEvent(values, game)).toBeNull();
    expect(toUpdateEvent({ ...values, status: 'live', team2Id: '' }, game)).toEqual({
      status: 'live',
      team2Id: null,
    });
  });
});

describe('the console', () => {
  it('opens the section the fragment names, games otherwise', () => {
    expect(sectionOf('#audit')).toBe('audit');
    expect(sectionOf('#live')).toBe('live');
    expect(sectionOf('identities')).toBe('identities');
    expect(sectionOf('')).toBe('games');
    expect(sectionOf('#nope')).toBe('games');
  });

  it('lists the fields an audited change touched', () => {
    expect(
      changedFields({
        before: { title: 'A', colour: null, updatedAt: 1 },
        after: { title: 'B', colour: null, updatedAt: 2 },
      }),
    ).toEqual(['title']);
    expect(changedFields({ before: null, after: { title: 'B' } })).toEqual(['title']);
  });
});
