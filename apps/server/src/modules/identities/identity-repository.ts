// SQL for leagues, categories, sub-categories, teams and clubs. Every query is scoped to one tenant.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { IdentityKind, SortDirection } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { identities, type IdentityRow } from '../../db/schema';

export interface IdentityFilter {
  kinds?: IdentityKind[];
  archived?: boolean;
  parentIds?: string[];
}

/** A sort field, or the order inside one parent (`media_parent_order.{id}`). */
export type IdentitySort =
  | { field: 'order' | 'added' | 'title' | 'created'; direction: SortDirection }
  | { parentId: string; direction: SortDirection };

function filterOf(tenantId: string, f: IdentityFilter): SQL {
  return and(
    eq(identities.tenantId, tenantId),
    f.kinds ? inArray(identities.kind, f.kinds) : undefined,
    f.archived === undefined ? undefined : eq(identities.archived, f.archived),
    f.parentIds?.length ? inArray(identities.parentId, f.parentIds) : undefined,
  )!;
}

function orderOf(sort: IdentitySort): SQL[] {
  const dir = sort.direction === 'asc' ? asc : desc;
  if ('parentId' in sort) {
    // The parent's own items first, in their order; everything else after, in its order.
    const outside = sql`case when ${identities.parentId} = ${sort.parentId} then 0 else 1 end`;
    return [asc(outside), dir(identities.order), dir(identities.id)];
  }
  const key = {
    order: sql`${identities.order}`,
    added: sql`${identities.createdAt}`,
    created: sql`${identities.createdAt}`,
    title: sql`lower(${identities.title})`,
  }[sort.field];
  return [dir(key), dir(identities.id)];
}

export async function listIdentities(
  db: Db,
  tenantId: string,
  filter: IdentityFilter,
  sort: IdentitySort,
  window: { offset: number; limit: number },
): Promise<{ rows: IdentityRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(identities)
    .where(filterOf(tenantId, filter))
    .orderBy(...orderOf(sort))
    .limit(window.limit + 1)
    .offset(window.offset);
  const hasMore = rows.length > window.limit;
  return { rows: hasMore ? rows.slice(0, window.limit) : rows, hasMore };
}

export async function countIdentities(
  db: Db,
  tenantId: string,
  filter: IdentityFilter,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(identities).where(filterOf(tenantId, filter));
  return row?.n ?? 0;
}

export async function findIdentity(
  db: Db,
  tenantId: string,
  id: string,
): Promise<IdentityRow | null> {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.tenantId, tenantId), eq(identities.id, id)));
  return row ?? null;
}

/** Which of the given ids name an identity of the tenant. */
export async function findExistingIds(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.tenantId, tenantId), inArray(identities.id, ids)));
  return rows.map((row) => row.id);
}

/** Children of the given identities, in their order. */
export async function findChildren(
  db: Db,
  tenantId: string,
  parentIds: string[],
): Promise<{ parentId: string; id: string }[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .select({ parentId: identities.parentId, id: identities.id })
    .from(identities)
    .where(and(eq(identities.tenantId, tenantId), inArray(identities.parentId, parentIds)))
    .orderBy(identities.order, identities.id);
  return rows.filter((r): r is { parentId: string; id: string } => r.parentId !== null);
}

/** The tenant's main categories (kind category), for mainCategories. */
export async function findCategories(
  db: Db,
  tenantId: string,
): Promise<Pick<IdentityRow, 'id' | 'title' | 'sportType'>[]> {
  return db
    .select({ id: identities.id, title: identities.title, sportType: identities.sportType })
    .from(identities)
    .where(and(eq(identities.tenantId, tenantId), eq(identities.kind, 'category')))
    .orderBy(identities.order, identities.id);
}
