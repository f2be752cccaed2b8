// The watchlist (spec §3 "Watchlist", §7 "User"): the videos a user saved. Adding and removing are
// idempotent and answer the ids now on the list, so a client can show the saved state from one call.
import type { GetWatchlistResponse } from '@touchline/contract/calls/user';
import type { Watchlist, WatchlistChange } from '@touchline/contract/entities/watchlist';
import type { SortDirection, SortField } from '@touchline/contract/enums';
import type { PageParams } from '@touchline/contract/calls/list-params';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { countIf, pagedAnswer, windowOf } from '../../http/paged-answer';
import type { SignedInViewer as Owner } from '../../http/viewer';
import { toEvents } from '../events/event-service';
import {
  countEntries,
  countListed,
  deleteEntry,
  insertEntry,
  isVisibleEvent,
  listEntryEvents,
  listEntryIds,
} from './watchlist-repository';

/** A watchlist is a short list of things to watch, not a second catalogue. */
export const watchlistMax = 500;

const defaultDirection: Record<SortField, SortDirection> = {
  added: 'desc',
  created: 'desc',
  order: 'asc',
  title: 'asc',
};

export async function getWatchlistIds(db: Db, who: Owner): Promise<{ content: Watchlist }> {
  return { content: { videoIds: await listEntryIds(db, who.tenant.id, who.userId) } };
}

export async function addToWatchlist(
  db: Db,
  who: Owner,
  body: WatchlistChange,
): Promise<{ content: Watchlist }> {
  const tenantId = who.tenant.id;
  if (!(await isVisibleEvent(db, tenantId, who.userId, body.video_id))) {
    throw AppError.notFound('No video with this video_id');
  }
  if ((await countEntries(db, tenantId, who.userId)) >= watchlistMax) {
    throw new AppError('conflict', `A watchlist holds at most ${watchlistMax} videos`);
  }
  await insertEntry(db, tenantId, who.userId, body.video_id);
  return getWatchlistIds(db, who);
}

/** Idempotent: a video not on the list (or that nobody has) answers like one just removed. */
export async function removeFromWatchlist(
  db: Db,
  who: Owner,
  body: WatchlistChange,
): Promise<{ content: Watchlist }> {
  await deleteEntry(db, who.tenant.id, who.userId, body.video_id);
  return getWatchlistIds(db, who);
}

export async function getWatchlist(
  db: Db,
  who: Owner,
  query: PageParams,
): Promise<GetWatchlistResponse> {
  const field = query.sort ?? 'added';
  const sort = { field, direction: query.order ?? defaultDirection[field] };
  const [rows, counted] = await Promise.all([
    listEntryEvents(db, who.tenant.id, who.userId, sort, windowOf(query)),
    countIf(query, () => countListed(db, who.tenant.id, who.userId)),
  ]);
  const events = await toEvents(db, who, rows);
  return pagedAnswer(query, events, (event) => event, counted);
}
