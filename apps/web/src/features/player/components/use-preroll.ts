// Runs the VAST pre-roll on a media element of its own inside `host`, once per player mount,
// and says when the game may start. Without ads the game starts at once.
import { useEffect, useState } from 'react';
import type { AdSource } from '../lib/ad-source';
import { loadHls } from '../lib/load-hls';
import { loadVast } from '../lib/load-vast';
import { PlayerEngine } from '../lib/player-engine';
import { findLinearAd, PrerollRun, type LinearAd, type PrerollState } from '../lib/preroll';

export interface PrerollView {
  /** The game may load: there was no ad, or it ended. */
  done: boolean;
  ad: LinearAd | null;
  state: PrerollState | null;
  skip: () => void;
}

export function usePreroll(host: HTMLElement | null, ads: readonly AdSource[]): PrerollView {
  const wanted = ads.some((a) => a.timeOffset === 0);
  const [done, setDone] = useState(!wanted);
  const [run, setRun] = useState<{ ad: LinearAd; run: PrerollRun } | null>(null);
  const [state, setState] = useState<PrerollState | null>(null);
  // The ad sources are read once: a pre-roll plays when the page opens, not on every update.
  const [sources] = useState(ads);

  useEffect(() => {
    if (!host || done) return;
    let cancelled = false;
    let current: PrerollRun | null = null;
    const video = document.createElement('video');
    video.playsInline = true;
    video.className = 'absolute inset-0 size-full bg-black object-contain';
    video.setAttribute('data-testid', 'preroll-video');
    void (async () => {
      try {
        const vast = await loadVast();
        const ad = await findLinearAd(sources, vast, (type) => video.canPlayType(type) !== '');
        if (cancelled) return;
        if (!ad) {
          setDone(true);
          return;
        }
        host.append(video);
        current = new PrerollRun(
          ad,
          new PlayerEngine({ video, loadHls: () => loadHls(true) }),
          vast,
        );
        current.subscribe(setState);
        setRun({ ad, run: current });
        void current.finished.then(() => {
          video.remove();
          if (!cancelled) setDone(true);
        });
        await current.start();
      } catch (error) {
        console.warn('pre-roll skipped', error);
        if (!cancelled) setDone(true);
      }
    })();
    return () => {
      cancelled = true;
      current?.cancel();
      video.remove();
    };
  }, [host, done, sources]);

  return {
    done,
    ad: run?.ad ?? null,
    state,
    skip: () => {
      run?.run.skip();
    },
  };
}
