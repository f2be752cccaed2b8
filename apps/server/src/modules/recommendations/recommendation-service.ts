// Recommendations for /recommendation/: games from what the viewer follows, then games like those
// they watched, then what the tenant's viewers watch most. Each game comes once, with the first
// reason that found it; games the viewer already started are left to continue watching.
import type {
  Recommendation,
  RecommendationReason,
  RecommendationsResponse,
} from '@touchline/contract/calls/user';
import type { PageParams } from '@touchline/contract/calls/list-params';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import { pagedAnswer } from '../../http/paged-answer';
import type { SignedInViewer } from '../../http/viewer';
import { toEvents } from '../events/event-service';
import {
  followedIdentities,
  gamesOf,
  popularGames,
  watchedGames,
} from './recommendation-repository';

/** How many games each source offers: the page is a short list, not a second catalogue. */
export const perSource = 40;
/** Past this many recommendations there are no more pages. */
export const recommendationsMax = 100;

export async function recommend(
  db: Db,
  viewer: SignedInViewer,
  query: PageParams,
): Promise<RecommendationsResponse> {
  const tenantId = viewer.tenant.id;
  const [followed, watched] = await Promise.all([
    followedIdentities(db, tenantId, viewer.userId),
    watchedGames(db, tenantId, viewer.userId, 10),
  ]);
  const watchedIds = new Set(watched.map((w) => w.id));
  const titleOf = new Map(followed.map((f) => [f.id, f.title]));
  const [byFollow, byHistory, popular] = await Promise.all([
    gamesOf(db, tenantId, viewer.userId, [...titleOf.keys()], perSource),
    gamesOf(
      db,
      tenantId,
      viewer.userId,
      [...new Set(watched.flatMap((w) => w.identityIds))],
      perSource,
    ),
    popularGames(db, tenantId, viewer.userId, perSource),
  ]);
  const watchedBy = (identityId: string) =>
    watched.find((w) => w.identityIds.includes(identityId))?.title ?? '';

  const picked = new Map<string, { row: EventRow; reason: RecommendationReason }>();
  const offer = (row: EventRow, reason: RecommendationReason) => {
    if (!picked.has(row.id) && !watchedIds.has(row.id)) picked.set(row.id, { row, reason });
  };
  for (const { event, identityId } of byFollow)
    offer(event, { kind: 'follow', title: titleOf.get(identityId) ?? '' });
  for (const { event, identityId } of byHistory)
    offer(event, { kind: 'history', title: watchedBy(identityId) });
  for (const event of popular) offer(event, { kind: 'popular' });

  const all = [...picked.values()].slice(0, recommendationsMax);
  const offset = query.page * query.size;
  const page = all.slice(offset, offset + query.size + 1);
  const shown = await toEvents(
    db,
    viewer,
    page.map((p) => p.row),
  );
  const entries: Recommendation[] = shown.map((event, i) => ({ event, reason: page[i]!.reason }));
  // The whole list is already in hand (tenant's and viewer's only): counting costs nothing more,
  // but without `count: true` the answer is the lower bound like every other list.
  return pagedAnswer(query, entries, (entry) => entry, query.count === true ? all.length : null);
}
