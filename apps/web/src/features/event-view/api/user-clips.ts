// POST /api/clip/user_list — the signed-in viewer's own clips or highlights of an event.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userClipListCall } from '@touchline/contract/calls/clips';
import { limits } from '@touchline/contract/constants';
import type { UserClipKind } from '@touchline/contract/entities/clip';
import type { Event } from '@touchline/contract/entities/event';
import { apiClient } from '../../../lib/app/api-client';
import { subLoad } from '../lib/sub-load';

export const userClipsQueryOptions = (eventId: string, kind: UserClipKind, signedIn: boolean) =>
  queryOptions({
    queryKey: ['event', 'user-clips', eventId, kind] as const,
    queryFn: ({ signal }) =>
      subLoad<Event[]>(
        kind === 'user_clip' ? 'user clips' : 'user highlights',
        async () =>
          (
            await apiClient().request(userClipListCall, {
              body: { event_id: eventId, media_type: kind, size: limits.eventUserMedia, page: 0 },
              signal,
            })
          ).content.entries,
        [],
      ),
    // Signed-in only (spec §4 "Event view"): visitors never ask.
    enabled: signedIn,
  });

export const useUserClips = (eventId: string, kind: UserClipKind, signedIn: boolean) =>
  useQuery(userClipsQueryOptions(eventId, kind, signedIn));
