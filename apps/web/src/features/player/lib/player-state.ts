// The player's state: a small phase machine fed by media signals, plus the facts the controls
// show (time, live window, renditions, captions). Pure, so every transition is unit-tested.

export type PlayerPhase =
  | 'idle'
  | 'loading'
  | 'ready'
  | 'playing'
  | 'paused'
  | 'buffering'
  | 'ended'
  | 'error';

/** What the media element and hls.js report, reduced to what changes the phase. */
export type PlayerSignal =
  | 'load'
  | 'loaded'
  | 'playing'
  | 'waiting'
  | 'pause'
  | 'ended'
  | 'error'
  | 'reset';

export type PlayerErrorKind = 'network' | 'media' | 'unsupported' | 'other';

export interface Rendition {
  /** hls.js level index. */
  index: number;
  height: number;
  bitrate: number;
}

export interface CaptionTrack {
  index: number;
  label: string;
  lang: string | null;
}

export type QualityChoice = 'auto' | number;

export interface PlayerState {
  phase: PlayerPhase;
  url: string | null;
  live: boolean;
  currentTime: number;
  /** Seconds of a VOD; for live the DVR window's length. */
  duration: number;
  /** The range that can be sought: the whole VOD, or the live DVR window. */
  seekable: { start: number; end: number } | null;
  /** Where "live" is: hls.js's live sync position, else the end of the window. */
  liveEdge: number | null;
  atLiveEdge: boolean;
  renditions: Rendition[];
  quality: QualityChoice;
  /** The rendition playing now (-1 before one is chosen). */
  activeRendition: number;
  muted: boolean;
  volume: number;
  captions: CaptionTrack[];
  /** -1 when captions are off. */
  caption: number;
  /** The text of the caption cues showing now, for the player to draw. */
  cues: string[];
  error: PlayerErrorKind | null;
  /** Autoplay was refused, so the viewer must press play. */
  needsGesture: boolean;
  /** A user clip's in and out marks in the playlist's time, once the in mark is known. */
  clip: { start: number; end: number } | null;
}

export const initialPlayerState: PlayerState = {
  phase: 'idle',
  url: null,
  live: false,
  currentTime: 0,
  duration: 0,
  seekable: null,
  liveEdge: null,
  atLiveEdge: false,
  renditions: [],
  quality: 'auto',
  activeRendition: -1,
  muted: false,
  volume: 1,
  captions: [],
  caption: -1,
  cues: [],
  error: null,
  needsGesture: false,
  clip: null,
};

/** The next phase after a signal; signals that make no sense in a phase leave it unchanged. */
export function nextPhase(phase: PlayerPhase, signal: PlayerSignal): PlayerPhase {
  switch (signal) {
    case 'reset':
      return 'idle';
    case 'load':
      return 'loading';
    case 'error':
      return phase === 'idle' ? phase : 'error';
    case 'loaded':
      return phase === 'loading' ? 'ready' : phase;
    case 'playing':
      return phase === 'idle' || phase === 'error' ? phase : 'playing';
    case 'waiting':
      return phase === 'playing' || phase === 'ready' ? 'buffering' : phase;
    case 'pause':
      return phase === 'playing' || phase === 'buffering' ? 'paused' : phase;
    case 'ended':
      return phase === 'idle' || phase === 'error' ? phase : 'ended';
  }
}

/** Seconds behind the live position that still count as "live". */
export const liveEdgeTolerance = 4;

export function isAtLiveEdge(currentTime: number, liveEdge: number | null): boolean {
  return liveEdge !== null && liveEdge - currentTime <= liveEdgeTolerance;
}

/** Where a seek may land: inside the VOD, or inside the live window but not past the live position. */
export function clampSeek(
  state: Pick<PlayerState, 'live' | 'seekable' | 'liveEdge' | 'duration'> & {
    clip?: PlayerState['clip'];
  },
  to: number,
) {
  // A clip is sought between its marks only.
  if (state.clip) return Math.min(Math.max(to, state.clip.start), state.clip.end);
  if (state.live && state.seekable) {
    const end = state.liveEdge ?? state.seekable.end;
    return Math.min(Math.max(to, state.seekable.start), end);
  }
  const end = state.duration > 0 ? state.duration : (state.seekable?.end ?? to);
  return Math.min(Math.max(to, 0), end);
}

export const isPlaying = (state: PlayerState) =>
  state.phase === 'playing' || state.phase === 'buffering';
