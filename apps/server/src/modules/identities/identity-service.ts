// Identity list and detail: wire query → filter and sort, rows → contract Identities.
import type {
  identityListRequest,
  IdentityListResponse,
  IdentityResponse,
} from '@touchline/contract/calls/identities';
import type { IdentityKind, SortDirection } from '@touchline/contract/enums';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import type { IdentityRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../../http/viewer';
import { toIdentity } from './identity-mapper';
import {
  countIdentities,
  findCategories,
  findChildren,
  findExistingIds,
  findIdentity,
  listIdentities,
  type IdentityFilter,
  type IdentitySort,
} from './identity-repository';

type IdentityListQuery = z.output<typeof identityListRequest>;

const kindsOf: Record<NonNullable<IdentityListQuery['media_type']>, IdentityKind[]> = {
  identity: ['league', 'category'],
  identity_item: ['subcategory', 'team', 'club'],
};
const parentOrderPrefix = 'media_parent_order.';

function toFilter(query: IdentityListQuery): IdentityFilter {
  const byType = query.media_type ? kindsOf[query.media_type] : undefined;
  const kinds = query.kind ? (byType && !byType.includes(query.kind) ? [] : [query.kind]) : byType;
  return { kinds, archived: query.archived, parentIds: query['identities.id'] };
}

/**
 * Without `sort`, editorial order. Order and title run ascending and dates newest first unless
 * `order` says otherwise. `media_parent_order.{id}` lists that parent's items first, in their
 * order within it, then the rest.
 */
export function toIdentitySort(query: Pick<IdentityListQuery, 'sort' | 'order'>): IdentitySort {
  const sort = query.sort ?? 'order';
  if (sort.startsWith(parentOrderPrefix))
    return { parentId: sort.slice(parentOrderPrefix.length), direction: query.order ?? 'asc' };
  const field = sort as 'order' | 'added' | 'title' | 'created';
  const natural: SortDirection = field === 'added' || field === 'created' ? 'desc' : 'asc';
  return { field, direction: query.order ?? natural };
}

async function toIdentities(db: Db, tenantId: string, rows: IdentityRow[]) {
  if (rows.length === 0) return [];
  const [children, categories] = await Promise.all([
    findChildren(
      db,
      tenantId,
      rows.map((r) => r.id),
    ),
    findCategories(db, tenantId),
  ]);
  const byParent = new Map<string, string[]>();
  for (const child of children)
    byParent.set(child.parentId, [...(byParent.get(child.parentId) ?? []), child.id]);
  return rows.map((row) => toIdentity(row, { children: byParent, categories }));
}

/** `totalCount` is exact with `count: true`, otherwise what is known up to this page's end. */
export async function listIdentityPage(
  db: Db,
  viewer: Viewer,
  query: IdentityListQuery,
): Promise<IdentityListResponse> {
  const tenantId = viewer.tenant.id;
  const filter = toFilter(query);
  const offset = query.page * query.size;
  const [page, counted] = await Promise.all([
    listIdentities(db, tenantId, filter, toIdentitySort(query), { offset, limit: query.size }),
    query.count === true ? countIdentities(db, tenantId, filter) : Promise.resolve(null),
  ]);
  const entries = await toIdentities(db, tenantId, page.rows);
  return {
    content: {
      entryCount: entries.length,
      totalCount: counted ?? offset + entries.length,
      itemsPerPage: query.size,
      startIndex: offset,
      count: entries.length,
      nextExists: page.hasMore,
      entries,
    },
  };
}

export async function getIdentity(db: Db, viewer: Viewer, id: string): Promise<IdentityResponse> {
  const row = await findIdentity(db, viewer.tenant.id, id);
  if (!row) throw AppError.notFound('Identity not found', 'page');
  const [identity] = await toIdentities(db, viewer.tenant.id, [row]);
  return { content: identity! };
}

/**
 * The ids, of those given, that name no identity of the tenant: what another module checks before
 * it stores a reference to one (the profile's league and team).
 */
export async function unknownIdentityIds(
  db: Db,
  tenantId: string,
  ids: string[],
): Promise<string[]> {
  const known = new Set(await findExistingIds(db, tenantId, ids));
  return ids.filter((id) => !known.has(id));
}
