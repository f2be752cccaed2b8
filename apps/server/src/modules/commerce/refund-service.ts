// Refunds (ADR 046, 052): an operator gives back a succeeded charge, in full or a part at a time,
// through the provider that took it; a refund made at the provider (Stripe's dashboard) arrives by
// its webhook and is recorded the same way. Each refund is kept on its charge; the contract the
// charge paid for ends only when the refunds reach the amount (a partial refund is a goodwill
// gesture, not a cancellation), so the entitlement rules (which read only contracts) take access
// away with no rule of their own. The receipt and the billing page show every refund.
import type { AdminCharge } from '@touchline/contract/calls/admin-commerce';
import type { Db } from '../../db/open';
import type { ChargeRefund, CommerceChargeRow } from '../../db/schema-purchases';
import { AppError } from '../../http/app-error';
import {
  endContract,
  listTenantCharges,
  lockCharge,
  lockChargeByRef,
  recordRefunds,
} from './charge-repository';
import type { CommerceDeps } from './commerce-deps';
import { toCharge } from './contract-mapper';

export const toAdminCharge = (row: CommerceChargeRow): AdminCharge => ({
  ...toCharge(row),
  userId: row.userId,
});

export async function listChargesOfTenant(
  db: Db,
  tenantId: string,
  userId: string | undefined,
): Promise<AdminCharge[]> {
  return (await listTenantCharges(db, tenantId, userId)).map(toAdminCharge);
}

/** What was given back so far, in minor units. */
export const refundedMinorOf = (row: CommerceChargeRow) =>
  row.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);

const notRefundable = (message: string, context: string) =>
  new AppError('conflict', message, { context });

/** Adds refunds to a locked charge; a full one ends its contract at once. */
async function addRefunds(
  tx: Db,
  charge: CommerceChargeRow,
  added: ChargeRefund[],
  now: Date,
): Promise<CommerceChargeRow> {
  const refunds = [...charge.refunds, ...added];
  const total = refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
  const full = total >= charge.amountMinor;
  const after = await recordRefunds(tx, charge.tenantId, charge.id, refunds, full ? now : null);
  if (full && charge.contractId) await endContract(tx, charge, charge.contractId, now);
  return after;
}

/**
 * Refunds `amountMinor` of one charge of the tenant (all that is left when absent). `audit` runs
 * in the same transaction with the row before and after, so the refund and its record commit
 * together.
 */
export async function refundCharge(
  deps: CommerceDeps,
  tenantId: string,
  chargeId: string,
  amountMinor: number | undefined,
  audit: (tx: Db, before: AdminCharge, after: AdminCharge) => Promise<void>,
): Promise<AdminCharge> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Another tenant's charge reads like a missing one: the lookup names the tenant. The row is
    // locked, so two refunds of one charge run one after the other and never pass its amount.
    const charge = await lockCharge(tx, tenantId, chargeId);
    if (!charge) throw AppError.notFound('Charge not found', 'charge');
    if (charge.state !== 'succeeded' || !charge.providerRef)
      throw notRefundable('Only a charge that took money can be refunded', 'not_charged');
    const refunded = refundedMinorOf(charge);
    const left = charge.amountMinor - refunded;
    if (left <= 0 || charge.refundedAt)
      throw notRefundable('This charge was already refunded in full', 'already_refunded');
    if (charge.provider !== deps.provider.name)
      throw notRefundable(
        `This charge was taken by ${charge.provider}, not by ${deps.provider.name}`,
        'other_provider',
      );
    const amount = amountMinor ?? left;
    if (amount > left)
      throw AppError.invalid('body', 'amount', `is more than what is left to refund (${left})`);
    const refund = await deps.provider.refund({
      paymentRef: charge.providerRef,
      amountMinor: amount,
      // One key per refund: the charge and what it had given back when asked. A retry whose answer
      // was lost is the same refund at the provider; the next refund has another total, so
      // another key.
      idempotencyKey: `refund:${charge.id}:${refunded}`,
    });
    const after = await addRefunds(
      tx,
      charge,
      [{ ref: refund.ref, amountMinor: amount, at: now.toISOString(), origin: 'portal' }],
      now,
    );
    await audit(tx, toAdminCharge(charge), toAdminCharge(after));
    return toAdminCharge(after);
  });
}

/**
 * Records the refunds the provider lists for one of its payments (its webhook: a refund made in
 * its dashboard) that the charge does not hold yet, by their ids: a replay, or the webhook of a
 * refund made here, adds nothing. Answers whether anything was added.
 */
export async function recordProviderRefunds(
  deps: CommerceDeps,
  tenantId: string,
  paymentRef: string,
  listed: { ref: string; amountMinor: number }[],
): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const charge = await lockChargeByRef(tx, tenantId, deps.provider.name, paymentRef);
    if (!charge) return false;
    const known = new Set(charge.refunds.map((refund) => refund.ref));
    let left = charge.amountMinor - refundedMinorOf(charge);
    const added: ChargeRefund[] = [];
    for (const refund of listed) {
      if (known.has(refund.ref) || refund.amountMinor <= 0 || left <= 0) continue;
      // Never more than what is left: the provider's list and ours cannot disagree past it.
      const amount = Math.min(refund.amountMinor, left);
      left -= amount;
      added.push({
        ref: refund.ref,
        amountMinor: amount,
        at: now.toISOString(),
        origin: 'provider',
      });
    }
    if (added.length === 0) return false;
    await addRefunds(tx, charge, added, now);
    return true;
  });
}
