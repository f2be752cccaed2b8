// What is on sale: the offers that unlock one event, and the tenant's subscriptions. Read-only;
// purchases come with the checkout work.
import type { CommerceOptionsResponse } from '@touchline/contract/calls/event-sub-loads';
import type { ProductResponse, ProductsResponse } from '@touchline/contract/calls/commerce';
import type { AccessModel, CommerceCoverage } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import type { CommerceProductRow } from '../../db/schema-commerce';
import { AppError } from '../../http/app-error';
import { isAvailableInRegion } from '../../http/entitlements';
import type { Viewer } from '../../http/viewer';
import { toProduct } from './commerce-mapper';
import {
  findCommerceEvent,
  findEventRegions,
  findOffer,
  listAccessItems,
  listEventOffers,
  listSubscriptionOffers,
} from './commerce-repository';

/** Which kinds of offer unlock an event of this coverage; a free one needs none. */
const unlockedBy: Record<CommerceCoverage, { passes: boolean; subscriptions: boolean }> = {
  commerce_free_media: { passes: false, subscriptions: false },
  commerce_ppv_media: { passes: true, subscriptions: false },
  commerce_subscription_media: { passes: false, subscriptions: true },
  commerce_ppv_subscription_media: { passes: true, subscriptions: true },
};

async function toProducts(
  db: Db,
  viewer: Viewer,
  rows: CommerceProductRow[],
  inRegion: (row: CommerceProductRow) => boolean,
) {
  const items = await listAccessItems(
    db,
    viewer.tenant.id,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, items.get(row.id) ?? [], inRegion(row)));
}

/** A pass can be watched where its event can; a subscription covers many events, so it is not bound. */
async function regionRule(db: Db, viewer: Viewer, rows: CommerceProductRow[]) {
  const passEvents = rows.flatMap((row) => (row.eventId ? [row.eventId] : []));
  const regions = await findEventRegions(db, viewer.tenant.id, passEvents);
  return (row: CommerceProductRow) => {
    const event = row.eventId ? regions.get(row.eventId) : undefined;
    return event ? isAvailableInRegion(event, viewer.country) : true;
  };
}

export async function getCommerceOptions(
  db: Db,
  viewer: Viewer,
  eventId: string,
  now: Date = new Date(),
): Promise<CommerceOptionsResponse> {
  const event = await findCommerceEvent(db, viewer.tenant.id, eventId, viewer.userId);
  if (!event) throw AppError.notFound('Event not found', 'event');
  const include = unlockedBy[event.commerceCoverage];
  const rows = await listEventOffers(db, viewer.tenant.id, event, include, now);
  const inRegion = isAvailableInRegion(event, viewer.country);
  return { content: await toProducts(db, viewer, rows, () => inRegion) };
}

export async function getSubscriptions(
  db: Db,
  viewer: Viewer,
  type: Exclude<AccessModel, 'ppv'> | undefined,
  now: Date = new Date(),
): Promise<ProductsResponse> {
  const rows = await listSubscriptionOffers(db, viewer.tenant.id, type, now);
  return { content: await toProducts(db, viewer, rows, () => true) };
}

export async function getOffer(
  db: Db,
  viewer: Viewer,
  id: string,
  now: Date = new Date(),
): Promise<ProductResponse> {
  const row = await findOffer(db, viewer.tenant.id, id, now);
  if (!row) throw AppError.notFound('Offer not found', 'product');
  const [product] = await toProducts(db, viewer, [row], await regionRule(db, viewer, [row]));
  return { content: product! };
}
