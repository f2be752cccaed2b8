// Calls the contract declares that the server does not serve yet, each with the issue that builds
// it. The contract-coverage test fails when a declared call has no route and is not listed here,
// and when a listed call has a route (its issue then removes it from this list). The bad-input and
// tenant-isolation suites skip exactly these.
import type { CallName } from './all-calls';

/** Issue #13: subscriptions, pay-per-view and access codes. */
const commerce = [
  'cancelContract',
  'customerContracts',
  'customerSubscriptionById',
  'redeemAccessCode',
  'storedCard',
  'subscribeByStoredCard',
  'subscriptionCheckout',
] as const;

/** Issue #14: follows, watchlist, user clips and timeline tags. */
const personal = [
  'addToWatchlist',
  'createClip',
  'deleteClip',
  'followList',
  'followRemove',
  'followSave',
  'getWatchlist',
  'getWatchlistIds',
  'removeFromWatchlist',
  'removeTags',
  'saveTag',
  'tagList',
  'updateClip',
  'updateTag',
  'userClipList',
] as const;

export const plannedCalls: ReadonlySet<CallName> = new Set<CallName>([...commerce, ...personal]);
