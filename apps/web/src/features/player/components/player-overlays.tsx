// What covers the video in each phase: the spinner while it loads or buffers, the big play button
// while it waits for the viewer (paused, ready, or an autoplay the browser refused), replay at the
// end of a recording, and the error with a retry.
import { useTranslation } from 'react-i18next';
import { isPlaying, type PlayerState } from '../lib/player-state';
import { PlayGlyph, RewindGlyph } from './player-icons';

interface PlayerOverlaysProps {
  state: PlayerState;
  live: boolean;
  /** Loading, buffering, or a pre-roll not yet ready: the spinner shows. */
  waiting: boolean;
  /** No play button over a pre-roll: the ad has its own controls. */
  prerollDone: boolean;
  onPlay: () => void;
  onRetry: () => void;
}

export function PlayerOverlays({
  state,
  live,
  waiting,
  prerollDone,
  onPlay,
  onRetry,
}: PlayerOverlaysProps) {
  const { t } = useTranslation();
  const awaitingViewer =
    prerollDone &&
    (state.phase === 'ready' || state.phase === 'paused' || state.needsGesture) &&
    !isPlaying(state);
  return (
    <>
      {waiting && (
        <div
          className="pointer-events-none absolute inset-0 z-20 grid place-items-center"
          role="status"
        >
          <span className="size-12 animate-spin rounded-full border-4 border-white/25 border-t-white" />
          <span className="sr-only">{t('player.loading')}</span>
        </div>
      )}

      {awaitingViewer && (
        <button
          type="button"
          onClick={onPlay}
          className="absolute inset-0 z-20 m-auto grid size-18 place-items-center rounded-full bg-black/55 text-white shadow-lg ring-1 ring-white/30 backdrop-blur transition hover:scale-105 hover:bg-brand focus-visible:outline-2 focus-visible:outline-white"
          aria-label={t('player.play')}
          data-testid="big-play"
        >
          <PlayGlyph width={34} height={34} />
        </button>
      )}

      {state.phase === 'ended' && !live && (
        <button
          type="button"
          onClick={onPlay}
          className="absolute inset-0 z-20 m-auto flex h-12 w-fit items-center gap-2 rounded-full bg-black/60 px-5 font-semibold text-white ring-1 ring-white/30 hover:bg-brand"
        >
          <RewindGlyph />
          {t('player.replay')}
        </button>
      )}

      {state.phase === 'error' && (
        <div
          className="absolute inset-0 z-30 grid place-items-center bg-black/80 p-6 text-center"
          role="alert"
          data-testid="player-error"
        >
          <div className="max-w-sm">
            <p className="font-semibold">{t(`player.errors.${state.error ?? 'other'}`)}</p>
            <button
              type="button"
              onClick={onRetry}
              className="mt-4 h-10 rounded-lg bg-white px-4 text-sm font-semibold text-black hover:bg-white/85"
            >
              {t('player.retry')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
