// SQL for what viewers bought: contracts, charges and the stored card. Every statement names the
// tenant and the user; a purchase passes its transaction, so its writes commit together.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, not, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { renewalGraceMs } from './commerce-deps';
import { commerceProductItems } from '../../db/schema-commerce';
import {
  commerceCharges,
  commerceContracts,
  commerceStoredCards,
  type CommerceChargeRow,
  type CommerceContractRow,
  type NewCommerceContractRow,
  type StoredCardRow,
} from '../../db/schema-purchases';

export interface Owner {
  tenantId: string;
  userId: string;
}

const ownedBy = (owner: Owner): SQL =>
  and(eq(commerceContracts.tenantId, owner.tenantId), eq(commerceContracts.userId, owner.userId))!;

/** A contract that grants access at `now`: paid and not past its end, or past due and still in
 *  its renewal grace (so access ends with the grace even before the renewal job expires it). */
export const grantsAccess = (now: Date): SQL =>
  or(
    and(
      eq(commerceContracts.state, 'active'),
      or(isNull(commerceContracts.endsAt), gt(commerceContracts.endsAt, now)),
    ),
    and(
      eq(commerceContracts.state, 'past_due'),
      gt(commerceContracts.pastDueSince, new Date(now.getTime() - renewalGraceMs)),
    ),
  )!;

export interface ContractFilter {
  /** true: only contracts granting access now; false: only those that do not. */
  active?: boolean;
  /** true: only those whose renewal the viewer stopped; false: only the others. */
  canceled?: boolean;
}

export async function listContracts(
  db: Db,
  owner: Owner,
  filter: ContractFilter,
  now: Date,
): Promise<CommerceContractRow[]> {
  const conditions: SQL[] = [ownedBy(owner)];
  if (filter.active !== undefined)
    conditions.push(filter.active ? grantsAccess(now) : not(grantsAccess(now)));
  if (filter.canceled !== undefined)
    conditions.push(
      filter.canceled
        ? isNotNull(commerceContracts.canceledAt)
        : isNull(commerceContracts.canceledAt),
    );
  return db
    .select()
    .from(commerceContracts)
    .where(and(...conditions))
    .orderBy(desc(commerceContracts.createdAt), desc(commerceContracts.id));
}

export async function findContract(
  db: Db,
  owner: Owner,
  id: string,
): Promise<CommerceContractRow | null> {
  const [row] = await db
    .select()
    .from(commerceContracts)
    .where(and(ownedBy(owner), eq(commerceContracts.id, id)))
    .limit(1);
  return row ?? null;
}

/** The user's contract for the product that is not over (pending, active or past due), if any. */
export async function findRunningContract(
  db: Db,
  owner: Owner,
  productId: string,
): Promise<CommerceContractRow | null> {
  const [row] = await db
    .select()
    .from(commerceContracts)
    .where(
      and(
        ownedBy(owner),
        eq(commerceContracts.productId, productId),
        inArray(commerceContracts.state, ['pending', 'active', 'past_due']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertContract(
  db: Db,
  row: NewCommerceContractRow,
): Promise<CommerceContractRow> {
  const [inserted] = await db.insert(commerceContracts).values(row).returning();
  return inserted!;
}

export async function updateContract(
  db: Db,
  owner: Owner,
  id: string,
  change: Partial<
    Pick<
      CommerceContractRow,
      | 'state'
      | 'endsAt'
      | 'startsAt'
      | 'canceledAt'
      | 'autoRenew'
      | 'pastDueSince'
      | 'lastPaymentAt'
    >
  >,
): Promise<CommerceContractRow | null> {
  const [row] = await db
    .update(commerceContracts)
    .set(change)
    .where(and(ownedBy(owner), eq(commerceContracts.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteContract(db: Db, owner: Owner, id: string): Promise<void> {
  await db.delete(commerceContracts).where(and(ownedBy(owner), eq(commerceContracts.id, id)));
}

/** Contracts whose period ended by `now` and that are still active or past due: the renewal's work. */
export async function listDueContracts(
  db: Db,
  tenantId: string,
  now: Date,
): Promise<CommerceContractRow[]> {
  return db
    .select()
    .from(commerceContracts)
    .where(
      and(
        eq(commerceContracts.tenantId, tenantId),
        inArray(commerceContracts.state, ['active', 'past_due']),
        isNotNull(commerceContracts.endsAt),
        lte(commerceContracts.endsAt, now),
      ),
    )
    .orderBy(commerceContracts.endsAt);
}

export async function insertCharge(
  db: Db,
  row: typeof commerceCharges.$inferInsert,
): Promise<CommerceChargeRow> {
  const [inserted] = await db.insert(commerceCharges).values(row).returning();
  return inserted!;
}

export async function listCharges(db: Db, owner: Owner): Promise<CommerceChargeRow[]> {
  return db
    .select()
    .from(commerceCharges)
    .where(
      and(eq(commerceCharges.tenantId, owner.tenantId), eq(commerceCharges.userId, owner.userId)),
    )
    .orderBy(desc(commerceCharges.createdAt), desc(commerceCharges.id));
}

/** The user's charge waiting for its card challenge, by the provider's payment id. */
export async function findPendingCharge(
  db: Db,
  owner: Owner,
  providerRef: string,
): Promise<CommerceChargeRow | null> {
  const [row] = await db
    .select()
    .from(commerceCharges)
    .where(
      and(
        eq(commerceCharges.tenantId, owner.tenantId),
        eq(commerceCharges.userId, owner.userId),
        eq(commerceCharges.providerRef, providerRef),
        eq(commerceCharges.state, 'requires_action'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A charge waiting for its challenge, by the provider's payment id alone (a webhook names no
 *  user); the tenant is the request's. */
export async function findPendingChargeByRef(
  db: Db,
  tenantId: string,
  providerRef: string,
): Promise<CommerceChargeRow | null> {
  const [row] = await db
    .select()
    .from(commerceCharges)
    .where(
      and(
        eq(commerceCharges.tenantId, tenantId),
        eq(commerceCharges.providerRef, providerRef),
        eq(commerceCharges.state, 'requires_action'),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function settleCharge(
  db: Db,
  owner: Owner,
  id: string,
  change: Pick<CommerceChargeRow, 'state' | 'failureCode'>,
): Promise<void> {
  await db
    .update(commerceCharges)
    .set(change)
    .where(
      and(
        eq(commerceCharges.tenantId, owner.tenantId),
        eq(commerceCharges.userId, owner.userId),
        eq(commerceCharges.id, id),
      ),
    );
}

export async function findStoredCard(db: Db, owner: Owner): Promise<StoredCardRow | null> {
  const [row] = await db
    .select()
    .from(commerceStoredCards)
    .where(
      and(
        eq(commerceStoredCards.tenantId, owner.tenantId),
        eq(commerceStoredCards.userId, owner.userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function saveStoredCard(
  db: Db,
  row: Omit<StoredCardRow, 'updatedAt'>,
  now: Date,
): Promise<void> {
  const { tenantId: _t, userId: _u, ...facts } = row;
  await db
    .insert(commerceStoredCards)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [commerceStoredCards.tenantId, commerceStoredCards.userId],
      set: { ...facts, updatedAt: now },
    });
}

/** What the user's contracts granting access at `now` cover: pass events and subscription items. */
export async function listHoldings(
  db: Db,
  owner: Owner,
  now: Date,
): Promise<{ eventId: string | null; identityId: string | null }[]> {
  return db
    .select({ eventId: commerceContracts.eventId, identityId: commerceProductItems.identityId })
    .from(commerceContracts)
    .leftJoin(
      commerceProductItems,
      and(
        eq(commerceProductItems.tenantId, commerceContracts.tenantId),
        eq(commerceProductItems.productId, commerceContracts.productId),
      ),
    )
    .where(and(ownedBy(owner), grantsAccess(now)));
}
