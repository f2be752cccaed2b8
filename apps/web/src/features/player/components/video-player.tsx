// The player as React sees it: a <video> driven by the framework-free engine, the pre-roll, the
// control bar and the keyboard shortcuts (active while focus is inside the player). A new `url`
// switches the stream in place: no reload, no new player.
import clsx from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaybackTelemetry } from '../../../lib/telemetry/playback';
import { Image } from '../../../ui/image';
import { mainColumnSizes } from '../../../ui/picture-sources';
import type { AdSource } from '../lib/ad-source';
import { playerKeyAction } from '../lib/keyboard';
import { isPlaying, type PlayerErrorKind } from '../lib/player-state';
import type { MarkedRange, TimelineMarker } from '../lib/timeline';
import { CaptionText } from './caption-text';
import { PlayerAnnouncer } from './player-announcer';
import { PlayerControls } from './player-controls';
import { PlayerOverlays } from './player-overlays';
import { PrerollOverlay } from './preroll-overlay';
import { useFullscreen, usePictureInPicture } from './use-fullscreen';
import { usePlayerEngine } from './use-player-engine';
import { usePreroll } from './use-preroll';

export interface VideoPlayerProps {
  url: string;
  live: boolean;
  title: string;
  poster?: string | null;
  panoramicUrl?: string | null;
  ads?: readonly AdSource[];
  markers?: readonly TimelineMarker[];
  autoplay?: boolean;
  /** A user clip's length in seconds: playback stops at its out mark (PlayerSource.clipLength). */
  clipLength?: number | null;
  /** Told when the stream fails for good, so the page can keep the error. */
  onStreamError?: (kind: PlayerErrorKind) => void;
  /** Tools under the player that act on its position (cutting clips, tagging moments). */
  renderTools?: (tools: PlayerTools) => ReactNode;
  /** Actions shown on a timeline marker (renaming or removing the viewer's own tag). */
  renderMarkerActions?: (marker: TimelineMarker) => ReactNode;
}

/** What tools under the player may read and do. */
export interface PlayerTools {
  /** Seconds into the stream. */
  currentTime: number;
  duration: number;
  live: boolean;
  seek: (to: number) => void;
  /** The wall-clock time (ms) of the playing position of a dated (live) stream, else null. */
  playingDate: () => number | null;
  /** Draws a range being marked on the seek bar (null: none), its ends draggable there. */
  markRange: (range: MarkedRange | null) => void;
}

const idleAfterMs = 2500;
const noAds: readonly AdSource[] = [];
const noMarkers: readonly TimelineMarker[] = [];

export function VideoPlayer({
  url,
  live,
  title,
  poster,
  panoramicUrl,
  ads = noAds,
  markers = noMarkers,
  autoplay = true,
  clipLength,
  onStreamError,
  renderTools,
  renderMarkerActions,
}: VideoPlayerProps) {
  const { t, i18n } = useTranslation();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [adHost, setAdHost] = useState<HTMLDivElement | null>(null);
  const { videoRef, video, engine, state } = usePlayerEngine();
  const preroll = usePreroll(adHost, ads);
  const fullscreen = useFullscreen(root);
  const pip = usePictureInPicture(video);
  usePlaybackTelemetry(video);
  const [view, setView] = useState<'main' | 'panoramic'>('main');
  const [idle, setIdle] = useState(false);
  const [marked, setMarked] = useState<MarkedRange | null>(null);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loaded = useRef<string | null>(null);

  const streamUrl = view === 'panoramic' && panoramicUrl ? panoramicUrl : url;
  const clip = view === 'main' && clipLength ? { clipLength } : {};

  useEffect(() => {
    if (!engine || !preroll.done) return;
    const source = { url: streamUrl, live, ...clip };
    if (loaded.current === null) void engine.load(source, { autoplay });
    // A renewed signed address of the same stream swaps its token in without reloading.
    else if (loaded.current !== `${streamUrl}|${live}` && !engine.renewAddress(streamUrl))
      void engine.switchSource(source);
    loaded.current = `${streamUrl}|${live}`;
    // The clip's length goes with its address: a new length comes with a new stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, preroll.done, streamUrl, live, autoplay]);

  useEffect(() => {
    if (state.phase === 'error' && state.error) onStreamError?.(state.error);
  }, [state.phase, state.error, onStreamError]);

  useEffect(() => () => clearTimeout(idleTimer.current), []);
  const wake = () => {
    setIdle(false);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setIdle(true), idleAfterMs);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!engine || !preroll.done) return;
    const target = event.target as HTMLElement;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const action = playerKeyAction(
      event,
      { tagName: target.tagName, role: target.getAttribute('role') },
      rtl,
    );
    if (!action) return;
    event.preventDefault();
    wake();
    switch (action.type) {
      case 'toggle-play':
        void engine.togglePlay();
        return;
      case 'seek':
        engine.seekBy(action.by);
        return;
      case 'fullscreen':
        fullscreen.toggle();
        return;
      case 'mute':
        engine.toggleMute();
        return;
      case 'captions':
        engine.captions.toggle(i18n.language);
        return;
    }
  };

  const playing = isPlaying(state);
  // The poster stays until playback first starts, as a <video>'s own poster would.
  const [started, setStarted] = useState(false);
  if (playing && !started) setStarted(true);
  const showControls = preroll.done && engine !== null && (!playing || !idle);
  const waiting =
    state.phase === 'loading' || state.phase === 'buffering' || (!preroll.done && !preroll.state);

  const region = (
    <div
      ref={setRoot}
      role="region"
      aria-label={t('player.region', { title })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
      onFocus={wake}
      className={clsx(
        'group relative isolate aspect-video w-full overflow-hidden bg-black text-white select-none',
        fullscreen.active ? 'h-full' : 'rounded-none sm:rounded-xl',
        idle && playing && 'cursor-none',
      )}
      data-testid="player"
      data-phase={state.phase}
      data-live={live ? 'true' : 'false'}
    >
      <video
        ref={videoRef}
        className="absolute inset-0 size-full object-contain"
        playsInline
        preload="auto"
        aria-label={title}
        onClick={() => engine && void engine.togglePlay()}
        data-testid="player-video"
      />
      {/* The poster as a <picture> of responsive copies rather than the <video>'s `poster` (one
          JPEG for every screen): it is the page's largest paint (ADR 055). Clicks go through. */}
      {poster && !started && (
        <Image
          src={poster}
          alt=""
          width={1280}
          height={720}
          sizes={mainColumnSizes}
          loading="eager"
          fetchPriority="high"
          className="pointer-events-none absolute inset-0 size-full bg-black"
          data-testid="player-poster"
        />
      )}
      {preroll.done && (
        <CaptionText
          cues={state.cues}
          lang={state.captions.find((c) => c.index === state.caption)?.lang ?? null}
          raised={showControls}
        />
      )}
      <PlayerAnnouncer state={state} />
      <div ref={setAdHost} className="absolute inset-0 z-10 empty:hidden" />
      <PrerollOverlay preroll={preroll} />

      <PlayerOverlays
        state={state}
        live={live}
        waiting={waiting}
        prerollDone={preroll.done}
        onPlay={() => engine && void engine.play()}
        onRetry={() =>
          engine && void engine.load({ url: streamUrl, live, ...clip }, { autoplay: true })
        }
      />

      {engine && (
        <div
          className={clsx(
            'absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/85 via-black/40 to-transparent transition-opacity duration-200',
            showControls
              ? 'opacity-100'
              : 'pointer-events-none opacity-0 group-focus-within:pointer-events-auto group-focus-within:opacity-100',
            !preroll.done && 'hidden',
          )}
        >
          <PlayerControls
            engine={engine}
            state={state}
            markers={markers}
            marked={marked}
            renderMarkerActions={renderMarkerActions}
            fullscreen={fullscreen.active}
            onFullscreen={fullscreen.toggle}
            pip={pip}
            panoramic={{
              available: Boolean(panoramicUrl),
              active: view === 'panoramic',
              toggle: () => setView((v) => (v === 'main' ? 'panoramic' : 'main')),
            }}
            menuContainer={root}
          />
        </div>
      )}
    </div>
  );
  if (!renderTools || !engine) return region;
  return (
    <>
      {region}
      {renderTools({
        currentTime: state.currentTime,
        duration: state.duration,
        live,
        seek: (to) => engine.seek(to),
        playingDate: () => engine.playingDate(),
        markRange: setMarked,
      })}
    </>
  );
}
