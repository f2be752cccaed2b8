// GET /api/vod/get_related_videos — the rail of videos beside the player.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { relatedVideosCall } from '@touchline/contract/calls/events';
import type { Event } from '@touchline/contract/entities/event';
import { apiClient } from '../../../lib/app/api-client';
import { subLoad } from '../lib/sub-load';

export const relatedVideosQueryOptions = (eventId: string, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: ['event', 'related', eventId] as const,
    queryFn: ({ signal }) =>
      subLoad<Event[]>(
        'related videos',
        async () =>
          (
            await apiClient().request(relatedVideosCall, {
              query: { id: eventId, page: 0, size: 12 },
              signal,
            })
          ).content.entries,
        [],
      ),
  });

export const useRelatedVideos = (eventId: string, enabled: boolean) =>
  useQuery(relatedVideosQueryOptions(eventId, enabled));
