// POST /api/user/add_to_watchlist {video_id} — idempotent; the answer is the ids now saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToWatchlistCall } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';
import { telemetry } from '../../../lib/telemetry/telemetry';
import { watchlistIdsKey } from './get-watchlist-ids';

export async function addToWatchlist(videoId: string): Promise<string[]> {
  const answer = await apiClient().request(addToWatchlistCall, { body: { video_id: videoId } });
  return answer.content.videoIds;
}

export function useAddToWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWatchlist,
    onSuccess: (ids, videoId) => {
      telemetry.track('Watchlist Changed', { eventId: videoId, saved: true });
      queryClient.setQueryData(watchlistIdsKey, ids);
      void queryClient.invalidateQueries({ queryKey: ['watchlist', 'videos'] });
    },
  });
}
