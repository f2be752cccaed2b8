// POST /api/user/save_watch_position {video_id, position} — where the viewer is in a video.
import { saveWatchPositionCall } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

export async function saveWatchPosition(videoId: string, position: number): Promise<void> {
  await apiClient().request(saveWatchPositionCall, {
    body: { video_id: videoId, position: Math.max(0, Math.round(position * 10) / 10) },
  });
}
