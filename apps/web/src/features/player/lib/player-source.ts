// Which way a stream plays: a plain file by the element itself, HLS through hls.js, HLS by the
// browser itself (Safari) when hls.js cannot run, or not at all.
import type { HlsFactory } from './hls-types';
import type { PlayerState } from './player-state';

export interface PlayerSource {
  url: string;
  live: boolean;
  /** A plain video file (an MP4 ad), played by the element itself rather than hls.js. */
  progressive?: boolean;
  /**
   * A user clip of this many seconds. Its playlist is cut on segment boundaries, so it runs past
   * the marks; the player starts at the playlist's start offset (EXT-X-START, the in mark) and
   * stops `clipLength` seconds after it (the out mark).
   */
  clipLength?: number;
}

export interface LoadOptions {
  /** Start playing as soon as the stream is ready (muted if the browser refuses sound). */
  autoplay?: boolean;
  /** Seconds into a VOD to start from (a switched view keeps its position). */
  startAt?: number;
}

export type Playback =
  | { way: 'progressive' }
  | { way: 'hls'; factory: HlsFactory }
  | { way: 'native' }
  | { way: 'unsupported' };

/** `factory` is hls.js when it loaded (it is never asked for a progressive source). */
export function choosePlayback(
  source: PlayerSource,
  factory: HlsFactory | null,
  video: HTMLVideoElement,
): Playback {
  if (source.progressive) return { way: 'progressive' };
  if (factory?.isSupported()) return { way: 'hls', factory };
  if (video.canPlayType('application/vnd.apple.mpegurl') !== '') return { way: 'native' };
  return { way: 'unsupported' };
}

/** A new source starts from nothing: only the viewer's volume and mute carry over. */
export const loadingState = (source: PlayerSource): Partial<PlayerState> => ({
  url: source.url,
  live: source.live,
  currentTime: 0,
  duration: 0,
  seekable: null,
  liveEdge: null,
  atLiveEdge: false,
  renditions: [],
  activeRendition: -1,
  quality: 'auto',
  captions: [],
  caption: -1,
  cues: [],
  error: null,
  needsGesture: false,
  clip: null,
});
