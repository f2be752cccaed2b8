// Web push (ADR 051): each tenant's VAPID key pair, its viewers' browser subscriptions, and what
// was sent. A notice row claims a (game, kind) once for every process; a delivery row claims one
// subscription's copy of it, so a retried job never sends a viewer the same notice twice.
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@touchline/contract/enums';
import { events, tenants } from './schema';
import { users } from './schema-accounts';
import { tenantIsolation } from './tenant-policy';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type PushNoticeKind = 'starts_soon' | 'live';

/** Made once per tenant on first use; the private key never leaves the server. */
export const pushKeys = pgTable(
  'push_keys',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  () => [tenantIsolation()],
);

/** One browser's subscription; an endpoint belongs to the viewer who subscribed it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    /** The push identifier the page subscribed under (spec §5: default or custom domain). */
    pushId: text('push_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The portal's language when the viewer subscribed: the notices' language. */
    language: text('language').$type<Locale>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.tenantId, t.endpoint),
    index('push_subscriptions_user_idx').on(t.tenantId, t.userId),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** A game's "starts soon" or "is live", claimed by the first process that sees it due. */
export const pushNotices = pgTable(
  'push_notices',
  {
    tenantId: text('tenant_id').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').$type<PushNoticeKind>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.eventId, t.kind] }),
    foreignKey({
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
  ],
);

/** One subscription's copy of a notice, written before it is sent. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    tenantId: text('tenant_id').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').$type<PushNoticeKind>().notNull(),
    subscriptionId: text('subscription_id').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.eventId, t.kind, t.subscriptionId] }),
    foreignKey({
      columns: [t.tenantId, t.eventId, t.kind],
      foreignColumns: [pushNotices.tenantId, pushNotices.eventId, pushNotices.kind],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.subscriptionId],
      foreignColumns: [pushSubscriptions.tenantId, pushSubscriptions.id],
    }).onDelete('cascade'),
  ],
);
