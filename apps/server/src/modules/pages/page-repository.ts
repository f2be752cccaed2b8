// SQL for content pages. Every query is scoped to one tenant.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pages, type PageRow } from '../../db/schema';

/** The page of the type in any of the locales; the caller picks among them. */
export async function findPages(
  db: Db,
  tenantId: string,
  type: string,
  locales: string[],
): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.type, type), inArray(pages.locale, locales)));
}
