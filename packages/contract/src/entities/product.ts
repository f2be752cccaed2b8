// Products (subscription and pay-per-view offerings), user subscriptions and customer contracts
// (spec §3 "Product / subscription offering").
import { z } from 'zod';
import { defaults } from '../constants';
import { accessModel } from '../enums';
import { id, isoDate } from '../ids';

export const durationUnit = z.enum(['day', 'week', 'month', 'year']);
export type DurationUnit = z.infer<typeof durationUnit>;

export const accessItem = z.object({ id: id, title: z.string() });
export type AccessItem = z.infer<typeof accessItem>;

/** ISO 4217 code; `N/A` when a product has no price in any currency. */
export const currency = z
  .string()
  .regex(/^([A-Z]{3}|N\/A)$/, 'must be an ISO 4217 code')
  .default(defaults.currency);

export const product = z.object({
  id: id,
  title: z.string(),
  description: z.string().nullable(),
  /** The event a pay-per-view product unlocks; null for subscriptions. */
  eventId: id.nullable(),
  /** Decimal amount in the currency's major unit; money is stored in minor units. */
  price: z.number().nonnegative(),
  currency: currency,
  type: accessModel,
  isCanceled: z.boolean(),
  isActive: z.boolean(),
  /** Offer window for offerings; for svod and cvod contracts the contract's own dates. */
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  purchaseProcessing: z.boolean(),
  lastPayment: isoDate.nullable(),
  autoRenew: z.boolean(),
  isEventAvailableInUserRegion: z.boolean(),
  duration: z.number().int().positive().nullable(),
  durationUnits: durationUnit.nullable(),
  /** The identity items (leagues, categories, teams) whose events the product unlocks. */
  allowedAccessIdentityItems: z.array(accessItem),
});
export type Product = z.infer<typeof product>;
export type ProductInput = z.input<typeof product>;

export const userSubscription = z.object({
  productId: id,
  startDate: isoDate,
  endDate: isoDate.nullable(),
  autoRenew: z.boolean(),
  items: z.array(accessItem),
});
export type UserSubscription = z.infer<typeof userSubscription>;

export const contractStatus = z.enum(['active', 'canceled', 'expired', 'processing']);
export type ContractStatus = z.infer<typeof contractStatus>;

/**
 * A purchase (subscription contract or PPV ticket). The server flattens the purchased product
 * into it, so type, dates, renewal, duration and access items read as on the product.
 */
export const customerContract = product.extend({
  productId: id,
  status: contractStatus,
  platform: z.enum(['web', 'android', 'ios']),
  purchasedAt: isoDate,
});
export type CustomerContract = z.infer<typeof customerContract>;

export const purchaseStatus = z.enum(['succeeded', 'processing', 'failed']);
export type PurchaseStatus = z.infer<typeof purchaseStatus>;

/** What a checkout, stored-card purchase or redeemed code answers. */
export const purchaseResult = z.object({
  status: purchaseStatus,
  contract: customerContract.nullable(),
  /** Set when the card provider must confirm on the client (e.g. 3-D Secure via Stripe.js). */
  clientSecret: z.string().nullable(),
  /** Whether the built-in sandbox provider handled it; the UI marks such purchases as test mode. */
  testMode: z.boolean(),
});
export type PurchaseResult = z.infer<typeof purchaseResult>;

export const storedCard = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
});
export type StoredCard = z.infer<typeof storedCard>;

/** One attempt to take money (billing history): a purchase or a renewal, failed ones included. */
export const charge = z.object({
  id: id,
  contractId: id.nullable(),
  productId: id,
  title: z.string(),
  kind: z.enum(['purchase', 'renewal']),
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  price: z.number().nonnegative(),
  currency: currency,
  /** Why it failed (card_declined, insufficient_funds, …); null otherwise. */
  failureCode: z.string().nullable(),
  testMode: z.boolean(),
  createdAt: isoDate,
  /** The card it was taken from, as the receipt shows it; null when not recorded. */
  card: z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) }).nullable(),
  /** When its refunds reached its amount (ADR 046, 052); null while any of it is kept. */
  refundedAt: isoDate.nullable(),
  /** Every refund given back on it, oldest first, in the charge's currency (ADR 052): a full
   *  refund is one entry, partial refunds one each, wherever made (the portal or the provider). */
  refunds: z.array(z.object({ id: z.string(), amount: z.number().positive(), createdAt: isoDate })),
});
export type Charge = z.infer<typeof charge>;
