// POST /api/tag/list — the shared and the viewer's own timeline tags of a video, in seconds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tagListCall } from '@touchline/contract/calls/tags';
import { limits } from '@touchline/contract/constants';
import { tagFromWire, type Tag } from '@touchline/contract/entities/tag';
import { apiClient } from '../../../lib/app/api-client';
import { subLoad } from '../lib/sub-load';

/** A tag of the video as the page holds it; `own` when it is the viewer's (they may rename and
 *  remove it). */
export type EventTag = Tag & { own?: boolean };

async function listTags(targetId: string, global: boolean, signal?: AbortSignal) {
  const answer = await apiClient().request(tagListCall, {
    body: { global, page: 0, size: limits.tags, targetId },
    signal,
  });
  return answer.content.entries.map(tagFromWire);
}

export const eventTagsQueryOptions = (eventId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['event', 'tags', eventId] as const,
    queryFn: ({ signal }) =>
      subLoad<EventTag[]>(
        'tags',
        async () => {
          const [shared, own] = await Promise.all([
            listTags(eventId, true, signal),
            listTags(eventId, false, signal),
          ]);
          // The viewer's own list holds their global tags too: those are in both.
          const ownIds = new Set(own.map((tag) => tag.id));
          const sharedIds = new Set(shared.map((tag) => tag.id));
          return [
            ...shared.map((tag): EventTag => (ownIds.has(tag.id) ? { ...tag, own: true } : tag)),
            ...own.filter((tag) => !sharedIds.has(tag.id)).map((tag) => ({ ...tag, own: true })),
          ];
        },
        [],
      ),
    // Tags are a signed-in feature (spec §6).
    enabled: signedIn,
  });

export const useEventTags = (eventId: string, signedIn: boolean) =>
  useQuery(eventTagsQueryOptions(eventId, signedIn));
