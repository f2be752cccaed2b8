// SQL for the search page: identities and events whose folded title contains the folded query.
// Both lookups are answered from the trigram GIN indexes on touchline_fold(title) (see
// db/text-search.ts); the tenant filter is applied to the index's candidates.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { visibleTo } from '../../db/event-visibility';
import type { Db } from '../../db/open';
import { events, identities, type EventRow, type IdentityRow } from '../../db/schema';
import { fold, foldedColumnContains, foldedContains } from '../../db/text-search';

/** Leagues, categories, sub-categories and teams (clubs repeat teams), best matches first. */
export async function searchIdentities(
  db: Db,
  tenantId: string,
  q: string,
  limit: number,
): Promise<IdentityRow[]> {
  const query = sql`touchline_fold(${q})`;
  // Titles starting with the query first, then a word of the title starting with it, then by
  // trigram similarity and title.
  const startsWith = sql`case when starts_with(${fold(identities.title)}, ${query}) then 0
    when position(' ' || ${query} in ${fold(identities.title)}) > 0 then 1 else 2 end`;
  return db
    .select()
    .from(identities)
    .where(
      and(
        eq(identities.tenantId, tenantId),
        eq(identities.archived, false),
        inArray(identities.kind, ['league', 'category', 'subcategory', 'team']),
        or(foldedContains(identities.title, q), foldedContains(identities.shortName, q)),
      ),
    )
    .orderBy(
      startsWith,
      desc(sql`similarity(${fold(identities.title)}, ${query})`),
      identities.title,
      identities.id,
    )
    .limit(limit);
}

/** Games, highlights and clips whose title contains the query (titles name both teams), newest first. */
const searchFilter = (tenantId: string, q: string, viewerId: string | null) =>
  and(
    eq(events.tenantId, tenantId),
    foldedColumnContains(events.searchTitle, q),
    visibleTo(viewerId),
  );

export async function searchEvents(
  db: Db,
  tenantId: string,
  q: string,
  viewerId: string | null,
  window: { offset: number; limit: number },
): Promise<{ rows: EventRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(events)
    .where(searchFilter(tenantId, q, viewerId))
    .orderBy(desc(events.addedAt), desc(events.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  const hasMore = rows.length > window.limit;
  return { rows: hasMore ? rows.slice(0, window.limit) : rows, hasMore };
}

/** How many events match in all, for `count: true`. */
export async function countSearchEvents(
  db: Db,
  tenantId: string,
  q: string,
  viewerId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(searchFilter(tenantId, q, viewerId));
  return row?.n ?? 0;
}
