// Contract and charge rows → the contract package's shapes, and the arithmetic of a period.
import type {
  AccessItem,
  Charge,
  ContractStatus,
  CustomerContract,
  DurationUnit,
} from '@touchline/contract/entities/product';
import type { CommerceChargeRow, CommerceContractRow } from '../../db/schema-purchases';
import { toPrice } from './commerce-mapper';
import { renewalGraceMs } from './commerce-deps';

/** `from` moved on by one period; a month from 31 January is the last day of February. */
export function addPeriod(from: Date, duration: number, unit: DurationUnit): Date {
  const next = new Date(from);
  if (unit === 'day' || unit === 'week') {
    next.setUTCDate(next.getUTCDate() + duration * (unit === 'week' ? 7 : 1));
    return next;
  }
  const months = unit === 'year' ? duration * 12 : duration;
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Whether the contract lets its holder watch at `now` (past due: during the renewal grace);
 *  the same rule as `grantsAccess` in contract-repository.ts. */
export function contractGrantsAccess(row: CommerceContractRow, now: Date): boolean {
  if (row.state === 'past_due')
    return row.pastDueSince !== null && row.pastDueSince.getTime() + renewalGraceMs > now.getTime();
  return row.state === 'active' && (row.endsAt === null || row.endsAt > now);
}

function statusOf(row: CommerceContractRow, now: Date): ContractStatus {
  if (row.state === 'pending' || row.state === 'past_due') return 'processing';
  if (!contractGrantsAccess(row, now)) return 'expired';
  return row.canceledAt ? 'canceled' : 'active';
}

export function toCustomerContract(
  row: CommerceContractRow,
  items: AccessItem[],
  inRegion: boolean,
  now: Date,
): CustomerContract {
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    description: row.description,
    eventId: row.eventId,
    price: toPrice(row.priceMinor, row.currency),
    currency: row.currency,
    type: row.type,
    isCanceled: row.canceledAt !== null,
    isActive: contractGrantsAccess(row, now),
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt?.toISOString() ?? null,
    purchaseProcessing: row.state === 'pending' || row.state === 'past_due',
    lastPayment: row.lastPaymentAt?.toISOString() ?? null,
    autoRenew: row.autoRenew,
    isEventAvailableInUserRegion: inRegion,
    duration: row.duration,
    durationUnits: row.durationUnit,
    allowedAccessIdentityItems: items,
    status: statusOf(row, now),
    platform: 'web',
    purchasedAt: row.createdAt.toISOString(),
  };
}

export function toCharge(row: CommerceChargeRow): Charge {
  return {
    id: row.id,
    contractId: row.contractId,
    productId: row.productId,
    title: row.title,
    kind: row.kind,
    status: row.state,
    price: toPrice(row.amountMinor, row.currency),
    currency: row.currency,
    failureCode: row.failureCode,
    testMode: row.provider === 'sandbox',
    createdAt: row.createdAt.toISOString(),
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refunds: row.refunds.map((refund) => ({
      id: refund.ref,
      amount: toPrice(refund.amountMinor, row.currency),
      createdAt: new Date(refund.at).toISOString(),
    })),
  };
}
