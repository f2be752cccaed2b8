// SQL for commerce offerings. Every query is scoped to one tenant and lists only offers on sale.
import { and, asc, eq, exists, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AccessItem } from '@touchline/contract/entities/product';
import type { AccessModel } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { linksEventId } from '../../db/event-links';
import { visibleById } from '../../db/event-visibility';
import { eventIdentities, events, identities } from '../../db/schema';
import {
  commerceProductItems,
  commerceProducts,
  type CommerceProductRow,
} from '../../db/schema-commerce';

/** What commerce needs of an event: what may unlock it, where it may be watched, what it is part of. */
export interface CommerceEvent {
  id: string;
  commerceCoverage: (typeof events.$inferSelect)['commerceCoverage'];
  regionAllowed: string[];
  regionBlocked: string[];
  team1Id: string | null;
  team2Id: string | null;
  /** The game a highlight or clip was cut from: its pass unlocks the cut too (entitlements.ts). */
  parentEventId: string | null;
  mediaKind: (typeof events.$inferSelect)['mediaKind'];
}

/** An event the viewer may open by its id, as its page does: another user's clip only once they
 *  shared it (its link's visitors are offered what unlocks it). */
export async function findCommerceEvent(
  db: Db,
  tenantId: string,
  eventId: string,
  viewerId: string | null,
): Promise<CommerceEvent | null> {
  const [row] = await db
    .select({
      id: events.id,
      commerceCoverage: events.commerceCoverage,
      regionAllowed: events.regionAllowed,
      regionBlocked: events.regionBlocked,
      team1Id: events.team1Id,
      team2Id: events.team2Id,
      parentEventId: events.parentEventId,
      mediaKind: events.mediaKind,
    })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId), visibleById(viewerId)))
    .limit(1);
  return row ?? null;
}

const onSale = (now: Date): SQL =>
  and(
    eq(commerceProducts.active, true),
    or(isNull(commerceProducts.offerStartsAt), lte(commerceProducts.offerStartsAt, now)),
    or(isNull(commerceProducts.offerEndsAt), gt(commerceProducts.offerEndsAt, now)),
  )!;

/** Pay-per-view passes first (the one way into this event alone), then by price. */
const offerOrder = [
  sql`case when ${commerceProducts.type} = 'ppv' then 0 else 1 end`,
  asc(commerceProducts.priceMinor),
  asc(commerceProducts.id),
];

/**
 * The offers that unlock the event: its passes and its game's (when `passes`), and the
 * subscriptions (when `subscriptions`) whose access items include one of its leagues, categories
 * (a user clip's are its game's, db/event-links.ts) or teams: the same rule as isAvailableForUser.
 */
export async function listEventOffers(
  db: Db,
  tenantId: string,
  event: CommerceEvent,
  include: { passes: boolean; subscriptions: boolean },
  now: Date,
): Promise<CommerceProductRow[]> {
  const teams = [event.team1Id, event.team2Id].filter((id): id is string => id !== null);
  const covering = db
    .select({ one: sql`1` })
    .from(commerceProductItems)
    .where(
      and(
        eq(commerceProductItems.tenantId, tenantId),
        eq(commerceProductItems.productId, commerceProducts.id),
        or(
          inArray(
            commerceProductItems.identityId,
            db
              .select({ id: eventIdentities.identityId })
              .from(eventIdentities)
              .where(
                and(
                  eq(eventIdentities.tenantId, tenantId),
                  eq(eventIdentities.eventId, linksEventId(event)),
                ),
              ),
          ),
          teams.length > 0 ? inArray(commerceProductItems.identityId, teams) : sql`false`,
        ),
      ),
    );
  const kinds: SQL[] = [];
  const passEvents = event.parentEventId ? [event.id, event.parentEventId] : [event.id];
  if (include.passes)
    kinds.push(
      and(eq(commerceProducts.type, 'ppv'), inArray(commerceProducts.eventId, passEvents))!,
    );
  if (include.subscriptions)
    kinds.push(and(inArray(commerceProducts.type, ['svod', 'cvod']), exists(covering))!);
  if (kinds.length === 0) return [];
  return db
    .select()
    .from(commerceProducts)
    .where(and(eq(commerceProducts.tenantId, tenantId), onSale(now), or(...kinds)))
    .orderBy(...offerOrder);
}

/** The subscriptions on sale, of one access model or both. */
export async function listSubscriptionOffers(
  db: Db,
  tenantId: string,
  type: Exclude<AccessModel, 'ppv'> | undefined,
  now: Date,
): Promise<CommerceProductRow[]> {
  return db
    .select()
    .from(commerceProducts)
    .where(
      and(
        eq(commerceProducts.tenantId, tenantId),
        type ? eq(commerceProducts.type, type) : inArray(commerceProducts.type, ['svod', 'cvod']),
        onSale(now),
      ),
    )
    .orderBy(...offerOrder);
}

export async function findOffer(
  db: Db,
  tenantId: string,
  id: string,
  now: Date,
): Promise<CommerceProductRow | null> {
  const [row] = await db
    .select()
    .from(commerceProducts)
    .where(and(eq(commerceProducts.tenantId, tenantId), eq(commerceProducts.id, id), onSale(now)))
    .limit(1);
  return row ?? null;
}

/** The access items of the products, in the identities' display order. */
export async function listAccessItems(
  db: Db,
  tenantId: string,
  productIds: string[],
): Promise<Map<string, AccessItem[]>> {
  const byProduct = new Map<string, AccessItem[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: commerceProductItems.productId,
      id: identities.id,
      title: identities.title,
    })
    .from(commerceProductItems)
    .innerJoin(
      identities,
      and(
        eq(identities.tenantId, commerceProductItems.tenantId),
        eq(identities.id, commerceProductItems.identityId),
      ),
    )
    .where(
      and(
        eq(commerceProductItems.tenantId, tenantId),
        inArray(commerceProductItems.productId, productIds),
      ),
    )
    .orderBy(asc(identities.order), asc(identities.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ id: row.id, title: row.title });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Where a pass's event may be watched, for the pass's `isEventAvailableInUserRegion`. */
export async function findEventRegions(
  db: Db,
  tenantId: string,
  eventIds: string[],
): Promise<Map<string, Pick<CommerceEvent, 'regionAllowed' | 'regionBlocked'>>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      regionAllowed: events.regionAllowed,
      regionBlocked: events.regionBlocked,
    })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), inArray(events.id, eventIds)));
  return new Map(rows.map((row) => [row.id, row]));
}
