// The client session of spec §3 "Session data": what is persisted under `ott-data`,
// the token bookkeeping and the values derived from the followed map.
import { z } from 'zod';
import { storageKeys, tokenRules } from '../constants';
import { id } from '../ids';
import { device } from './device';
import { followItem } from './follow-item';
import type { FollowItem } from './follow-item';
import { userProfile } from './user-profile';

export const sessionStorageKey = storageKeys.session;

export const userTokenData = z.object({
  token: z.string().min(1),
  /** Lifetime of the access token in seconds, as `expires_in` gave it. */
  tokenExpirationTime: z.number().int().positive(),
  /** Epoch seconds when the token was received. */
  tokenUpdateTime: z.number().int().nonnegative(),
  /** Null for the limited token of the device-limit flow, which cannot be refreshed. */
  refreshToken: z.string().min(1).nullable(),
});
export type UserTokenData = z.infer<typeof userTokenData>;

/** Followed items keyed by their id. */
export const followedMap = z.record(id, followItem);
export type FollowedMap = z.infer<typeof followedMap>;

/** The persisted fields only; selected, card data, tickets and refresh state live in memory. */
export const persistedSession = z.object({
  user: userProfile.nullable(),
  token: z.string().nullable(),
  userTokenData: userTokenData.nullable(),
  followed: followedMap,
  devices: z.array(device),
});
export type PersistedSession = z.infer<typeof persistedSession>;

export const emptySession = (): PersistedSession => ({
  user: null,
  token: null,
  userTokenData: null,
  followed: {},
  devices: [],
});

export const isAuthenticated = (session: Pick<PersistedSession, 'token' | 'user'>) =>
  Boolean(session.token) && session.user !== null;

export const tokenDataFromAnswer = (
  answer: { accessToken: string; expiresIn: number; refreshToken: string | null },
  nowSeconds: number,
): UserTokenData => ({
  token: answer.accessToken,
  tokenExpirationTime: answer.expiresIn,
  tokenUpdateTime: Math.floor(nowSeconds),
  refreshToken: answer.refreshToken,
});

/** Refresh once the threshold share (80%) of the token's lifetime has passed. */
export const tokenRefreshDue = (data: UserTokenData, nowSeconds: number) =>
  nowSeconds - data.tokenUpdateTime >= data.tokenExpirationTime * tokenRules.refreshThreshold;

export const followedItems = (followed: FollowedMap): FollowItem[] => Object.values(followed);

export const followedIdentityIds = (followed: FollowedMap): Set<string> =>
  new Set(Object.values(followed).flatMap((item) => item.identitiesId ?? []));
