// Commerce offerings (spec §3 "Product / subscription offering"): a tenant's subscriptions
// (svod, cvod) and per-event pay-per-view passes, and the identity items a subscription unlocks.
// Like every tenant-owned table they lead with tenant_id; a pass goes with its event.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DurationUnit } from '@touchline/contract/entities/product';
import type { AccessModel } from '@touchline/contract/enums';
import { events, identities, tenants } from './schema';
import { tenantIsolation } from './tenant-policy';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const commerceProducts = pgTable(
  'commerce_products',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type').$type<AccessModel>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** The event a pay-per-view pass unlocks; null for subscriptions. */
    eventId: text('event_id'),
    /** Money in the currency's minor unit (cents), so no amount is ever rounded. */
    priceMinor: integer('price_minor').notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    /** The offer window; null ends are open. */
    offerStartsAt: timestamptz('offer_starts_at'),
    offerEndsAt: timestamptz('offer_ends_at'),
    /** How long a purchase lasts (subscriptions); null for a pass, which lasts with its event. */
    duration: integer('duration'),
    durationUnit: text('duration_unit').$type<DurationUnit>(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** Withdrawn offers stay for the contracts that bought them but are no longer on sale. */
    active: boolean('active').notNull().default(true),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    check('commerce_products_type_check', sql`${t.type} in ('ppv', 'svod', 'cvod')`),
    check('commerce_products_event_check', sql`(${t.type} = 'ppv') = (${t.eventId} is not null)`),
    check('commerce_products_price_check', sql`${t.priceMinor} >= 0`),
    check('commerce_products_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'commerce_products_duration_check',
      sql`(${t.duration} is null) = (${t.durationUnit} is null) and (${t.duration} is null or ${t.duration} > 0) and (${t.durationUnit} is null or ${t.durationUnit} in ('day', 'week', 'month', 'year'))`,
    ),
    index('commerce_products_tenant_event_idx').on(t.tenantId, t.eventId),
    index('commerce_products_tenant_type_idx').on(t.tenantId, t.type, t.id),
  ],
);

/** The leagues, categories and teams whose events a subscription unlocks. */
export const commerceProductItems = pgTable(
  'commerce_product_items',
  {
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id').notNull(),
    identityId: text('identity_id').notNull(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.productId, t.identityId] }),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [commerceProducts.tenantId, commerceProducts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.identityId],
      foreignColumns: [identities.tenantId, identities.id],
    }).onDelete('cascade'),
    index('commerce_product_items_identity_idx').on(t.tenantId, t.identityId),
  ],
);

export type CommerceProductRow = typeof commerceProducts.$inferSelect;
export type NewCommerceProductRow = typeof commerceProducts.$inferInsert;
