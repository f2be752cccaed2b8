// GET /api/user/get_watch_position?video_id= — where the viewer left this video, or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { watchPositionCall } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

export const watchPositionQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: ['continue-watching', 'position', videoId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient().request(watchPositionCall, { query: { video_id: videoId }, signal }))
        .content.position,
    // Asked once per visit: the page's own playback moves it on from there.
    staleTime: Infinity,
  });

export const useWatchPosition = (videoId: string) => useQuery(watchPositionQueryOptions(videoId));
