// POST /api/clip/user_list — the signed-in viewer's own clips and highlights of an event, asked
// once: the two rails (clips, highlights) select their kind from the same answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userClipListCall } from '@touchline/contract/calls/clips';
import { limits } from '@touchline/contract/constants';
import type { UserClipKind } from '@touchline/contract/entities/clip';
import type { Event } from '@touchline/contract/entities/event';
import { apiClient } from '../../../lib/app/api-client';
import { subLoad } from '../lib/sub-load';

export const userMediaQueryOptions = (eventId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['event', 'user-clips', eventId] as const,
    queryFn: ({ signal }) =>
      subLoad<Event[]>(
        'user clips and highlights',
        async () =>
          (
            await apiClient().request(userClipListCall, {
              body: { event_id: eventId, size: limits.eventUserMedia, page: 0 },
              signal,
            })
          ).content.entries,
        [],
      ),
    // Signed-in only (spec §4 "Event view"): visitors never ask.
    enabled: signedIn,
  });

export const useUserClips = (eventId: string, kind: UserClipKind, signedIn: boolean) =>
  useQuery({
    ...userMediaQueryOptions(eventId, signedIn),
    select: (media) => media.filter((item) => item.eventType === kind),
  });
