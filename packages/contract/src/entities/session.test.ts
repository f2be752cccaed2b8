import { describe, expect, it } from 'vitest';
import {
  emptySession,
  followedIdentityIds,
  followedItems,
  isAuthenticated,
  persistedSession,
  tokenDataFromAnswer,
  tokenRefreshDue,
} from './session';

describe('tokenRefreshDue', () => {
  const data = tokenDataFromAnswer(
    { accessToken: 'a', expiresIn: 900, refreshToken: 'r' },
    1_000.7,
  );

  it('records the lifetime and the time received in whole epoch seconds', () => {
    expect(data).toEqual({
      token: 'a',
      tokenExpirationTime: 900,
      tokenUpdateTime: 1_000,
      refreshToken: 'r',
    });
  });

  it('is due once 80% of the lifetime has passed, not before', () => {
    expect(tokenRefreshDue(data, 1_000 + 719)).toBe(false);
    expect(tokenRefreshDue(data, 1_000 + 720)).toBe(true);
  });
});

describe('followed map', () => {
  const followed = {
    'team-1': { id: 'team-1', title: 'Reds', identitiesId: ['league-1', 'league-2'] },
    'team-2': { id: 'team-2', title: 'Blues', identitiesId: ['league-2'] },
    'league-3': { id: 'league-3', title: 'Cup' },
  };

  it('derives the distinct followed identity ids', () => {
    expect([...followedIdentityIds(followed)].sort()).toEqual(['league-1', 'league-2']);
  });

  it('derives the list of followed items', () => {
    expect(followedItems(followed).map((item) => item.id)).toEqual([
      'team-1',
      'team-2',
      'league-3',
    ]);
  });
});

describe('isAuthenticated', () => {
  it('needs both a token and a user', () => {
    expect(isAuthenticated({ token: 'a', user: null })).toBe(false);
    expect(isAuthenticated(emptySession())).toBe(false);
  });

  it('accepts an empty session as the persisted shape', () => {
    expect(persistedSession.parse(emptySession())).toEqual(emptySession());
  });
});
