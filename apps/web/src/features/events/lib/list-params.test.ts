import { describe, expect, it } from 'vitest';
import { identityEventsParams, listingPageParams, teamGamesParams } from './list-params';

const now = new Date('2024-05-10T12:00:00Z');

describe('catalog grid filters', () => {
  it('narrows the live listing to the sport of /live/{sportType}/, over any sport filter', () => {
    expect(listingPageParams('live', { sport: 'basketball' }, now, 'football')).toMatchObject({
      status: 'live',
      media_type: 'event',
      sportType: 'football',
    });
    expect(listingPageParams('archived', {}, now)).not.toHaveProperty('sportType');
  });

  it("lists an identity's games newest first unless the viewer sorts otherwise", () => {
    expect(identityEventsParams('lg-1', {}, now)).toEqual({
      'identities.id': ['lg-1'],
      media_type: 'event',
      size: 20,
      sort: 'added',
      order: 'desc',
    });
    expect(identityEventsParams('lg-1', { sort: 'title', order: 'asc' }, now)).toMatchObject({
      sort: 'title',
      order: 'asc',
    });
  });

  it("splits a team's games into live, upcoming and past by status", () => {
    expect(teamGamesParams('tm-1', 'live')).toMatchObject({
      'search.teams.id': ['tm-1'],
      status: 'live',
    });
    expect(teamGamesParams('tm-1', 'upcoming').status).toBe('upcoming');
    expect(teamGamesParams('tm-1', 'past')).toMatchObject({
      status: 'archived',
      sort: 'added',
      order: 'desc',
    });
  });
});
