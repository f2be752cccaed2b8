// Saves where the viewer is in a video: after every 10 s of movement and when they leave the page,
// so a video left midway can be continued. Draws nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { saveWatchPosition } from '../api/save-watch-position';

/** Seconds the position must move before it is sent again: a few calls a minute at most. */
export const saveEverySeconds = 10;

export function PositionSaver({ videoId, currentTime }: { videoId: string; currentTime: number }) {
  const queryClient = useQueryClient();
  const sent = useRef<number | null>(null);
  const latest = useRef(currentTime);

  useEffect(() => {
    latest.current = currentTime;
    if (currentTime <= 0) return;
    if (sent.current !== null && Math.abs(currentTime - sent.current) < saveEverySeconds) return;
    sent.current = currentTime;
    saveWatchPosition(videoId, currentTime).catch((error: unknown) =>
      console.warn('the watch position could not be saved', error),
    );
  }, [videoId, currentTime]);

  useEffect(
    () => () => {
      // Leaving: the last position counts, and the home rail shows it.
      if (latest.current > 0 && latest.current !== sent.current) {
        void saveWatchPosition(videoId, latest.current)
          .then(() => queryClient.invalidateQueries({ queryKey: ['continue-watching'] }))
          .catch((error: unknown) => console.warn('the watch position could not be saved', error));
      } else void queryClient.invalidateQueries({ queryKey: ['continue-watching'] });
    },
    [videoId, queryClient],
  );
  return null;
}
