// The search page's answer: identity items and teams, plus a page of events.
import {
  searchItemsLimit,
  type searchRequest,
  type SearchResponse,
} from '@touchline/contract/calls/search';
import type { SearchItem } from '@touchline/contract/entities/search-item';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import type { IdentityRow } from '../../db/schema';
import type { Viewer } from '../../http/viewer';
import { toEvents } from '../events/event-service';
import { countSearchEvents, searchEvents, searchIdentities } from './search-repository';

/**
 * Teams are `team` items; leagues, categories and sub-categories `identity_item`s. `kind` says
 * which page an item opens and `identitiesId` holds the parent it is shown under (a team's
 * league, a sub-category's category).
 */
export function toSearchItem(row: IdentityRow): SearchItem {
  return {
    id: row.id,
    title: row.title,
    type: row.kind === 'team' ? 'team' : 'identity_item',
    kind: row.kind,
    imageUrl: row.logoUrl ?? row.imageUrl,
    identitiesId: row.parentId ? [row.parentId] : [],
  };
}

export async function search(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof searchRequest>,
): Promise<SearchResponse> {
  const tenantId = viewer.tenant.id;
  const offset = query.page * query.size;
  const [items, found, counted] = await Promise.all([
    searchIdentities(db, tenantId, query.q, searchItemsLimit),
    searchEvents(db, tenantId, query.q, viewer.userId, { offset, limit: query.size }),
    query.count === true
      ? countSearchEvents(db, tenantId, query.q, viewer.userId)
      : Promise.resolve(null),
  ]);
  const entries = await toEvents(db, viewer, found.rows);
  return {
    content: {
      q: query.q,
      items: items.map(toSearchItem),
      events: {
        entryCount: entries.length,
        totalCount: counted ?? offset + entries.length,
        itemsPerPage: query.size,
        startIndex: offset,
        count: entries.length,
        nextExists: found.hasMore,
        entries,
      },
    },
  };
}
