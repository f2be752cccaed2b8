// SQL of the operators' product screens (ADR 061): every product of a tenant, on sale or not, and
// the rows that make and change one with its access items. Every query names the tenant.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events, identities } from '../../db/schema';
import {
  commerceProductItems,
  commerceProducts,
  type CommerceProductRow,
  type NewCommerceProductRow,
} from '../../db/schema-commerce';

/** Newest first; the demo offers too (the seed makes them again on each start of a demo). */
export async function listProductRows(db: Db, tenantId: string): Promise<CommerceProductRow[]> {
  return db
    .select()
    .from(commerceProducts)
    .where(eq(commerceProducts.tenantId, tenantId))
    .orderBy(desc(commerceProducts.createdAt), desc(commerceProducts.id));
}

export async function findProductRow(
  db: Db,
  tenantId: string,
  id: string,
): Promise<CommerceProductRow | null> {
  const [row] = await db
    .select()
    .from(commerceProducts)
    .where(and(eq(commerceProducts.tenantId, tenantId), eq(commerceProducts.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertProductRow(
  db: Db,
  row: NewCommerceProductRow,
): Promise<CommerceProductRow> {
  const [inserted] = await db.insert(commerceProducts).values(row).returning();
  return inserted!;
}

export async function updateProductRow(
  db: Db,
  tenantId: string,
  id: string,
  change: Partial<NewCommerceProductRow>,
): Promise<CommerceProductRow | null> {
  const [row] = await db
    .update(commerceProducts)
    .set(change)
    .where(and(eq(commerceProducts.tenantId, tenantId), eq(commerceProducts.id, id)))
    .returning();
  return row ?? null;
}

/** Replaces the product's access items with `identityIds`. */
export async function replaceProductItems(
  db: Db,
  tenantId: string,
  productId: string,
  identityIds: readonly string[],
): Promise<void> {
  await db
    .delete(commerceProductItems)
    .where(
      and(
        eq(commerceProductItems.tenantId, tenantId),
        eq(commerceProductItems.productId, productId),
      ),
    );
  if (identityIds.length > 0)
    await db
      .insert(commerceProductItems)
      .values(identityIds.map((identityId) => ({ tenantId, productId, identityId })));
}

/** Which of `ids` are the tenant's leagues, categories or teams. */
export async function existingIdentityIds(
  db: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.tenantId, tenantId), inArray(identities.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The tenant's game of that id (not a clip or highlight), if any. */
export async function findGameId(db: Db, tenantId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id), eq(events.mediaKind, 'event')))
    .limit(1);
  return row?.id ?? null;
}
