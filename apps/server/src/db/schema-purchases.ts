// What viewers bought (spec §3 "Product / subscription offering", decisions.md "Commerce"):
// contracts (a subscription period or a pay-per-view pass), the charges behind them, the card kept
// for one-click purchases, idempotency records of charging writes, and access codes.
// A contract keeps a copy of what was bought (title, type, price, event), so it outlives the
// offer: the demo seed replaces its offers, and an operator may withdraw one, without touching
// what a viewer already paid for. Every table leads with tenant_id under row-level security.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DurationUnit } from '@touchline/contract/entities/product';
import type { AccessModel } from '@touchline/contract/enums';
import { tenants } from './schema';
import { users } from './schema-accounts';
import { tenantIsolation } from './tenant-policy';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** pending: a charge awaits the card holder's challenge; past_due: a renewal failed, retried
 *  until the grace period ends; expired: over, no access. */
export const contractStates = ['pending', 'active', 'past_due', 'expired'] as const;
export type ContractState = (typeof contractStates)[number];

const userColumns = () => ({
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
});

const userForeignKey = (t: { tenantId: AnyPgColumn; userId: AnyPgColumn }, name: string) =>
  foreignKey({
    name,
    columns: [t.tenantId, t.userId],
    foreignColumns: [users.tenantId, users.id],
  }).onDelete('cascade');

export const commerceContracts = pgTable(
  'commerce_contracts',
  {
    ...userColumns(),
    id: text('id').notNull(),
    productId: text('product_id').notNull(),
    type: text('type').$type<AccessModel>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** The event a pass unlocks; null for subscriptions. */
    eventId: text('event_id'),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    duration: integer('duration'),
    durationUnit: text('duration_unit').$type<DurationUnit>(),
    state: text('state').$type<ContractState>().notNull(),
    /** How it was obtained: a card payment or an access code (no charge). */
    source: text('source').$type<'card' | 'code'>().notNull(),
    autoRenew: boolean('auto_renew').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    /** End of the paid period; null for a pass, which lasts as long as its event. */
    endsAt: timestamptz('ends_at'),
    canceledAt: timestamptz('canceled_at'),
    /** When the first failed renewal put it past due; it lapses a grace period later. */
    pastDueSince: timestamptz('past_due_since'),
    lastPaymentAt: timestamptz('last_payment_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    userForeignKey(t, 'commerce_contracts_user_fk'),
    check('commerce_contracts_type_check', sql`${t.type} in ('ppv', 'svod', 'cvod')`),
    check(
      'commerce_contracts_state_check',
      sql`${t.state} in ('pending', 'active', 'past_due', 'expired')`,
    ),
    check('commerce_contracts_source_check', sql`${t.source} in ('card', 'code')`),
    // One running contract per user and product: two simultaneous purchases cannot both charge.
    uniqueIndex('commerce_contracts_running_idx')
      .on(t.tenantId, t.userId, t.productId)
      .where(sql`${t.state} <> 'expired'`),
    index('commerce_contracts_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('commerce_contracts_renewal_idx').on(t.tenantId, t.state, t.endsAt),
  ],
);

/** One refund of a charge: the provider's id (unique per charge), the amount, when, and whether
 *  it was asked through the portal or made at the provider (Stripe's dashboard, its webhook). */
export interface ChargeRefund {
  ref: string;
  amountMinor: number;
  /** ISO 8601. */
  at: string;
  origin: 'portal' | 'provider';
}

export const chargeKinds = ['purchase', 'renewal'] as const;
export type ChargeKind = (typeof chargeKinds)[number];
export const chargeStates = ['succeeded', 'requires_action', 'failed'] as const;
export type ChargeState = (typeof chargeStates)[number];

/** Every attempt to take money, successful or not: the billing history and the audit trail. */
export const commerceCharges = pgTable(
  'commerce_charges',
  {
    ...userColumns(),
    id: text('id').notNull(),
    contractId: text('contract_id'),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    kind: text('kind').$type<ChargeKind>().notNull(),
    state: text('state').$type<ChargeState>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the payment (a sandbox id or a Stripe PaymentIntent). */
    providerRef: text('provider_ref'),
    /** Why it failed: card_declined, insufficient_funds, …; null when it did not. */
    failureCode: text('failure_code'),
    /** The card it was taken from, for the receipt (never more than brand and last four). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** When the charge was refunded in full (ADR 046, 052), and the provider's id of the last
     *  refund; null until the refunds reach the amount. */
    refundedAt: timestamptz('refunded_at'),
    refundRef: text('refund_ref'),
    /** Every refund given back on it, in order, from the portal or made at the provider (ADR 052). */
    refunds: jsonb('refunds')
      .$type<ChargeRefund[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    userForeignKey(t, 'commerce_charges_user_fk'),
    check('commerce_charges_kind_check', sql`${t.kind} in ('purchase', 'renewal')`),
    check(
      'commerce_charges_state_check',
      sql`${t.state} in ('succeeded', 'requires_action', 'failed')`,
    ),
    index('commerce_charges_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('commerce_charges_contract_idx').on(t.tenantId, t.contractId),
  ],
);

/** The provider's reusable payment method of the user's last checkout, with its display facts. */
export const commerceStoredCards = pgTable(
  'commerce_stored_cards',
  {
    ...userColumns(),
    provider: text('provider').notNull(),
    /** The provider's payment-method token; never a card number. */
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.userId] }),
    userForeignKey(t, 'commerce_stored_cards_user_fk'),
  ],
);

/**
 * The first answer of a charging write, by its idempotency key. The row is written in the same
 * transaction as the charge, so a concurrent retry waits on the key and then replays the answer.
 */
export const commerceIdempotency = pgTable(
  'commerce_idempotency',
  {
    ...userColumns(),
    key: text('key').notNull(),
    /** The call and a digest of its input: the key cannot be reused for a different request. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.userId, t.key] }),
    userForeignKey(t, 'commerce_idempotency_user_fk'),
  ],
);

/** Codes made together for one product, with one use limit and one expiry. */
export const commerceAccessCodeBatches = pgTable(
  'commerce_access_code_batches',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    productId: text('product_id').notNull(),
    label: text('label').notNull(),
    /** Redemptions each code allows; null for no limit. */
    useLimit: integer('use_limit'),
    expiresAt: timestamptz('expires_at'),
    /** Set by an operator (ADR 046): the batch's codes no longer redeem. */
    disabledAt: timestamptz('disabled_at'),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    check(
      'commerce_access_code_batches_limit_check',
      sql`${t.useLimit} is null or ${t.useLimit} > 0`,
    ),
  ],
);

export const commerceAccessCodes = pgTable(
  'commerce_access_codes',
  {
    tenantId: text('tenant_id').notNull(),
    /** Upper case, as redemption normalises what the viewer typed. */
    code: text('code').notNull(),
    batchId: text('batch_id').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.code] }),
    foreignKey({
      columns: [t.tenantId, t.batchId],
      foreignColumns: [commerceAccessCodeBatches.tenantId, commerceAccessCodeBatches.id],
    }).onDelete('cascade'),
    check('commerce_access_codes_uses_check', sql`${t.uses} >= 0`),
  ],
);

export type CommerceContractRow = typeof commerceContracts.$inferSelect;
export type NewCommerceContractRow = typeof commerceContracts.$inferInsert;
export type CommerceChargeRow = typeof commerceCharges.$inferSelect;
export type StoredCardRow = typeof commerceStoredCards.$inferSelect;
export type AccessCodeBatchRow = typeof commerceAccessCodeBatches.$inferSelect;

/**
 * A stream being watched (ADR 046): taken when a protected stream starts playing, kept alive by
 * the player's heartbeat, gone when stopped or when its heartbeat stops. One per signed-in session
 * (a device); the tenant's `streamLimit` bounds how many a user holds at once.
 */
export const playbackLeases = pgTable(
  'playback_leases',
  {
    ...userColumns(),
    id: text('id').notNull(),
    sessionId: text('session_id').notNull(),
    eventId: text('event_id').notNull(),
    /** Copied when taken, so the list of streams reads without joining the catalogue. */
    eventTitle: text('event_title').notNull(),
    deviceName: text('device_name').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    userForeignKey(t, 'playback_leases_user_fk'),
    uniqueIndex('playback_leases_session_idx').on(t.tenantId, t.sessionId),
    index('playback_leases_user_idx').on(t.tenantId, t.userId, t.expiresAt),
  ],
);
export type PlaybackLeaseRow = typeof playbackLeases.$inferSelect;
