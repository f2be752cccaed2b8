// SQL for charges beyond the purchase itself: one charge of a user (the receipt), the tenant's
// charges for operators, and a refund recorded on its charge. Every statement names the tenant.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import {
  commerceCharges,
  commerceContracts,
  type ChargeRefund,
  type CommerceChargeRow,
} from '../../db/schema-purchases';
import type { Owner } from './contract-repository';

export async function findOwnCharge(
  db: Db,
  owner: Owner,
  id: string,
): Promise<CommerceChargeRow | null> {
  const [row] = await db
    .select()
    .from(commerceCharges)
    .where(
      and(
        eq(commerceCharges.tenantId, owner.tenantId),
        eq(commerceCharges.userId, owner.userId),
        eq(commerceCharges.id, id),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Locked until the transaction ends, so two refunds of one charge run one after the other. */
export async function lockCharge(
  db: Db,
  tenantId: string,
  id: string,
): Promise<CommerceChargeRow | null> {
  const [row] = await db
    .select()
    .from(commerceCharges)
    .where(and(eq(commerceCharges.tenantId, tenantId), eq(commerceCharges.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function listTenantCharges(
  db: Db,
  tenantId: string,
  userId: string | undefined,
  limit = 200,
): Promise<CommerceChargeRow[]> {
  return db
    .select()
    .from(commerceCharges)
    .where(
      and(
        eq(commerceCharges.tenantId, tenantId),
        userId === undefined ? undefined : eq(commerceCharges.userId, userId),
      ),
    )
    .orderBy(desc(commerceCharges.createdAt), desc(commerceCharges.id))
    .limit(limit);
}

/** A succeeded charge by its provider payment id, locked like `lockCharge` (a refund made at the
 *  provider, reported by its webhook). */
export async function lockChargeByRef(
  db: Db,
  tenantId: string,
  provider: string,
  paymentRef: string,
): Promise<CommerceChargeRow | null> {
  const [row] = await db
    .select()
    .from(commerceCharges)
    .where(
      and(
        eq(commerceCharges.tenantId, tenantId),
        eq(commerceCharges.provider, provider),
        eq(commerceCharges.providerRef, paymentRef),
        eq(commerceCharges.state, 'succeeded'),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The charge's refunds after one more; `refundedAt` is set once they reach its amount. */
export async function recordRefunds(
  db: Db,
  tenantId: string,
  id: string,
  refunds: ChargeRefund[],
  refundedAt: Date | null,
): Promise<CommerceChargeRow> {
  const [row] = await db
    .update(commerceCharges)
    .set({ refunds, refundRef: refunds.at(-1)?.ref ?? null, refundedAt })
    .where(and(eq(commerceCharges.tenantId, tenantId), eq(commerceCharges.id, id)))
    .returning();
  return row!;
}

/** The contract a refunded charge paid for ends now: no access, no renewal. */
export async function endContract(db: Db, owner: Owner, contractId: string, at: Date) {
  await db
    .update(commerceContracts)
    .set({ state: 'expired', autoRenew: false, canceledAt: at })
    .where(
      and(
        eq(commerceContracts.tenantId, owner.tenantId),
        eq(commerceContracts.userId, owner.userId),
        eq(commerceContracts.id, contractId),
      ),
    );
}
