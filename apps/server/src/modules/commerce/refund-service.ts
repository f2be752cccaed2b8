// Refunds (ADR 046): an operator gives a succeeded charge back in full, once, through the provider
// that took it. The contract it paid for ends at once, so the entitlement rules (which read only
// contracts) take the access away with no rule of their own. The charge stays in the billing
// history with its refund; the receipt shows both.
import type { AdminCharge } from '@touchline/contract/calls/admin-commerce';
import type { Db } from '../../db/open';
import type { CommerceChargeRow } from '../../db/schema-purchases';
import { AppError } from '../../http/app-error';
import {
  endContract,
  listTenantCharges,
  lockCharge,
  markChargeRefunded,
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

const notRefundable = (message: string, context: string) =>
  new AppError('conflict', message, { context });

/**
 * Refunds one charge of the tenant. `audit` runs in the same transaction with the row before and
 * after, so the refund and its record commit together.
 */
export async function refundCharge(
  deps: CommerceDeps,
  tenantId: string,
  chargeId: string,
  audit: (tx: Db, before: AdminCharge, after: AdminCharge) => Promise<void>,
): Promise<AdminCharge> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Another tenant's charge reads like a missing one: the lookup names the tenant.
    const charge = await lockCharge(tx, tenantId, chargeId);
    if (!charge) throw AppError.notFound('Charge not found', 'charge');
    if (charge.refundedAt)
      throw notRefundable('This charge was already refunded', 'already_refunded');
    if (charge.state !== 'succeeded' || !charge.providerRef)
      throw notRefundable('Only a charge that took money can be refunded', 'not_charged');
    if (charge.provider !== deps.provider.name)
      throw notRefundable(
        `This charge was taken by ${charge.provider}, not by ${deps.provider.name}`,
        'other_provider',
      );
    const refund = await deps.provider.refund({
      paymentRef: charge.providerRef,
      idempotencyKey: `refund:${charge.id}`,
    });
    const after = await markChargeRefunded(tx, tenantId, charge.id, { at: now, ref: refund.ref });
    if (charge.contractId) await endContract(tx, charge, charge.contractId, now);
    await audit(tx, toAdminCharge(charge), toAdminCharge(after));
    return toAdminCharge(after);
  });
}
