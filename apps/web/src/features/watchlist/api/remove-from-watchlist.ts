// POST /api/user/remove_from_watchlist {video_id} — idempotent; the answer is the ids now saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromWatchlistCall } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';
import { telemetry } from '../../../lib/telemetry/telemetry';
import { watchlistIdsKey } from './get-watchlist-ids';

export async function removeFromWatchlist(videoId: string): Promise<string[]> {
  const answer = await apiClient().request(removeFromWatchlistCall, {
    body: { video_id: videoId },
  });
  return answer.content.videoIds;
}

export function useRemoveFromWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWatchlist,
    onSuccess: (ids, videoId) => {
      telemetry.track('Watchlist Changed', { eventId: videoId, saved: false });
      queryClient.setQueryData(watchlistIdsKey, ids);
      void queryClient.invalidateQueries({ queryKey: ['watchlist', 'videos'] });
    },
  });
}
