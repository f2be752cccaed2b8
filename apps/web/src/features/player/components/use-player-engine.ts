// The React side of the player engine: one engine per media element (made when React attaches
// the element, destroyed when it detaches), its state as React state.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { loadHls } from '../lib/load-hls';
import { PlayerEngine } from '../lib/player-engine';
import { initialPlayerState, type PlayerState } from '../lib/player-state';

const noEngine = {
  subscribe: () => () => {},
  getState: (): PlayerState => initialPlayerState,
};

export function usePlayerEngine() {
  const [attached, setAttached] = useState<{
    video: HTMLVideoElement;
    engine: PlayerEngine;
  } | null>(null);
  const videoRef = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return;
    const engine = new PlayerEngine({ video, loadHls });
    setAttached({ video, engine });
    return () => {
      engine.destroy();
      setAttached(null);
    };
  }, []);
  const source = attached?.engine ?? noEngine;
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState);
  return { videoRef, video: attached?.video ?? null, engine: attached?.engine ?? null, state };
}
