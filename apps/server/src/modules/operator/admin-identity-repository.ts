// SQL for the console's leagues, categories and teams. Every query is scoped to one tenant.
import { and, asc, eq } from 'drizzle-orm';
import type { IdentityKind } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { identities, type IdentityRow, type NewIdentityRow } from '../../db/schema';

const inTenant = (tenantId: string, id: string) =>
  and(eq(identities.tenantId, tenantId), eq(identities.id, id));

export async function listIdentityRows(
  db: Db,
  tenantId: string,
  kind: IdentityKind | undefined,
): Promise<IdentityRow[]> {
  return db
    .select()
    .from(identities)
    .where(and(eq(identities.tenantId, tenantId), kind ? eq(identities.kind, kind) : undefined))
    .orderBy(asc(identities.kind), asc(identities.order), asc(identities.title))
    .limit(1000);
}

export async function findIdentityRow(
  db: Db,
  tenantId: string,
  id: string,
): Promise<IdentityRow | null> {
  const [row] = await db.select().from(identities).where(inTenant(tenantId, id)).limit(1);
  return row ?? null;
}

export async function insertIdentityRow(db: Db, row: NewIdentityRow): Promise<IdentityRow> {
  const [inserted] = await db.insert(identities).values(row).returning();
  return inserted!;
}

export async function updateIdentityRow(
  db: Db,
  tenantId: string,
  id: string,
  change: Partial<NewIdentityRow>,
): Promise<IdentityRow | null> {
  const [row] = await db.update(identities).set(change).where(inTenant(tenantId, id)).returning();
  return row ?? null;
}
