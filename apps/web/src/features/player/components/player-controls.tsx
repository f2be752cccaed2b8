// The control bar: play, mute, time or live status, seek bar with markers, back to live,
// captions, the panoramic view, quality, picture-in-picture and fullscreen. Every control is a
// labelled button reachable by Tab.
import { useTranslation } from 'react-i18next';
import { trackPlayback } from '../../../lib/telemetry/playback';
import { formatDuration } from '../../../lib/i18n/format';
import type { PlayerEngine } from '../lib/player-engine';
import { isPlaying, type PlayerState } from '../lib/player-state';
import type { MarkedRange, TimelineMarker } from '../lib/timeline';
import type { ReactNode } from 'react';
import { CaptionsMenu } from './captions-menu';
import { controlButton } from './control-button';
import {
  ExitFullscreenGlyph,
  FullscreenGlyph,
  MutedGlyph,
  PanoramaGlyph,
  PauseGlyph,
  PipGlyph,
  PlayGlyph,
  VolumeGlyph,
} from './player-icons';
import { QualityMenu } from './quality-menu';
import { SeekBar } from './seek-bar';

export interface PlayerControlsProps {
  engine: PlayerEngine;
  state: PlayerState;
  markers: readonly TimelineMarker[];
  marked?: MarkedRange | null;
  renderMarkerActions?: (marker: TimelineMarker) => ReactNode;
  fullscreen: boolean;
  onFullscreen: () => void;
  pip: { available: boolean; active: boolean; toggle: () => void };
  panoramic: { available: boolean; active: boolean; toggle: () => void };
  menuContainer: HTMLElement | null;
}

export function PlayerControls({
  engine,
  state,
  markers,
  marked,
  renderMarkerActions,
  fullscreen,
  onFullscreen,
  pip,
  panoramic,
  menuContainer,
}: PlayerControlsProps) {
  const { t } = useTranslation();
  const playing = isPlaying(state);
  const muted = state.muted || state.volume === 0;
  return (
    <div
      className="flex flex-col gap-1 px-1 pt-8 pb-1 sm:px-4 sm:pb-2"
      data-testid="player-controls"
    >
      <div className="px-2 sm:px-0">
        <SeekBar
          state={state}
          markers={markers}
          onSeek={(to) => engine.seek(to)}
          marked={marked}
          renderMarkerActions={renderMarkerActions}
        />
      </div>
      {/* Wraps rather than overflows on the narrowest phones, whatever the tenant turns on. */}
      <div className="flex flex-wrap items-center sm:gap-1" data-testid="player-buttons">
        <button
          type="button"
          className={controlButton}
          onClick={() => void engine.togglePlay()}
          aria-label={playing ? t('player.pause') : t('player.play')}
          data-testid="play-toggle"
        >
          {playing ? <PauseGlyph /> : <PlayGlyph />}
        </button>
        <button
          type="button"
          className={controlButton}
          onClick={() => engine.toggleMute()}
          aria-label={muted ? t('player.unmute') : t('player.mute')}
          data-testid="mute-toggle"
        >
          {muted ? <MutedGlyph /> : <VolumeGlyph />}
        </button>
        {state.live ? (
          state.atLiveEdge ? (
            <span
              className="ms-2 inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-white uppercase"
              data-testid="live-indicator"
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-live" />
              {t('player.live')}
            </span>
          ) : (
            <button
              type="button"
              onClick={() => engine.goLive()}
              className="ms-2 inline-flex h-11 items-center gap-1.5 rounded-full bg-white/15 px-3 text-xs font-bold tracking-wider text-white uppercase hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
              data-testid="back-to-live"
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-white/60" />
              {t('player.backToLive')}
            </button>
          )
        ) : (
          <span
            className="ms-1 text-xs font-medium whitespace-nowrap text-white/90 tabular-nums sm:ms-2"
            data-testid="player-time"
          >
            {state.clip
              ? `${formatDuration(Math.max(0, state.currentTime - state.clip.start))} / ${formatDuration(state.clip.end - state.clip.start)}`
              : `${formatDuration(state.currentTime)} / ${formatDuration(state.duration)}`}
          </span>
        )}
        <span className="grow" />
        <CaptionsMenu
          state={state}
          onChange={(index) => engine.captions.set(index)}
          container={menuContainer}
        />
        {panoramic.available && (
          <button
            type="button"
            className={controlButton}
            onClick={panoramic.toggle}
            aria-label={t('player.panoramic')}
            aria-pressed={panoramic.active}
            data-testid="panoramic-toggle"
          >
            <PanoramaGlyph />
          </button>
        )}
        <QualityMenu
          state={state}
          onChange={(choice) => {
            engine.setQuality(choice);
            trackPlayback('qualityChange', { quality: String(choice) });
          }}
          container={menuContainer}
        />
        {pip.available && (
          <button
            type="button"
            // Phones keep the bar to one row (captions and the panoramic view need the room);
            // their own system offers picture-in-picture anyway.
            className={`${controlButton} max-sm:hidden`}
            onClick={pip.toggle}
            aria-label={pip.active ? t('player.pipExit') : t('player.pip')}
            aria-pressed={pip.active}
          >
            <PipGlyph />
          </button>
        )}
        <button
          type="button"
          className={controlButton}
          onClick={onFullscreen}
          aria-label={fullscreen ? t('player.fullscreenExit') : t('player.fullscreen')}
          data-testid="fullscreen-toggle"
        >
          {fullscreen ? <ExitFullscreenGlyph /> : <FullscreenGlyph />}
        </button>
      </div>
    </div>
  );
}
