// Who may watch what, decided in one place (decisions.md "Commerce"): an event is available to a
// viewer when it is free (or their own clip), or they hold a pass for it, or a running
// subscription whose access items (leagues, categories, sub-categories, teams) include one of the
// event's. Where it may be watched is the event's region rule against the viewer's country.
// The commerce module loads a signed-in viewer's holdings (commerce/entitlement-service.ts);
// event answers, commerce options and media access all ask the functions below.
import type { CommerceCoverage, CommerceMediaType, MediaKind } from '@touchline/contract/enums';

/** What a viewer holds now. Anonymous viewers hold nothing. */
export interface Entitlements {
  /** Events with a pay-per-view pass. */
  passEvents: ReadonlySet<string>;
  /** Identity items (leagues, categories, sub-categories, teams) of running subscriptions. */
  subscribedItems: ReadonlySet<string>;
}

export const noEntitlements: Entitlements = {
  passEvents: new Set(),
  subscribedItems: new Set(),
};

/** The facts of an event the rule needs. */
export interface EntitledEvent {
  id: string;
  /** A highlight or clip of a game: a pass for the game covers it too. */
  parentEventId: string | null;
  commerceType: CommerceMediaType;
  commerceCoverage: CommerceCoverage;
  mediaKind: MediaKind;
  /** The event's leagues, categories, sub-categories and teams. */
  identityIds: readonly string[];
  /** Who cut a user clip; null for everything else. */
  ownerUserId?: string | null;
}

/** A user clip played by the user who cut it (one they shared follows its game's rule for anyone
 *  else). */
export const isOwnClip = (
  event: Pick<EntitledEvent, 'mediaKind' | 'ownerUserId'>,
  viewerId: string | null,
) => event.mediaKind === 'user_clip' && viewerId !== null && event.ownerUserId === viewerId;

export function isAvailableForUser(
  event: EntitledEvent,
  held: Entitlements,
  viewerId: string | null = null,
): boolean {
  if (event.commerceType === 'free' || isOwnClip(event, viewerId)) return true;
  const coverage = event.commerceCoverage;
  const byPass =
    (coverage === 'commerce_ppv_media' || coverage === 'commerce_ppv_subscription_media') &&
    (held.passEvents.has(event.id) ||
      (event.parentEventId !== null && held.passEvents.has(event.parentEventId)));
  const bySubscription =
    (coverage === 'commerce_subscription_media' ||
      coverage === 'commerce_ppv_subscription_media') &&
    event.identityIds.some((id) => held.subscribedItems.has(id));
  return byPass || bySubscription;
}

/** The event's region rule: not blocked in the country, and allowed there when a list is set. */
export function isAvailableInRegion(
  event: { regionAllowed: readonly string[]; regionBlocked: readonly string[] },
  country: string,
): boolean {
  if (event.regionBlocked.includes(country)) return false;
  return event.regionAllowed.length === 0 || event.regionAllowed.includes(country);
}
