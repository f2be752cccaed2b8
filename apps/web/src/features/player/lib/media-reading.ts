// What the player reads from the media element and hls.js: the events it listens to, the times
// of the seek bar, the renditions of the quality menu, and how a fatal hls.js error is met.
import type { HlsErrorData, HlsLike } from './hls-types';
import {
  isAtLiveEdge,
  type PlayerErrorKind,
  type PlayerSignal,
  type PlayerState,
} from './player-state';

export const mediaEvents = [
  'loadedmetadata',
  'durationchange',
  'timeupdate',
  'progress',
  'playing',
  'pause',
  'waiting',
  'ended',
  'volumechange',
  'error',
  'seeked',
] as const;
export type MediaEventName = (typeof mediaEvents)[number];

export const signalOf: Partial<Record<MediaEventName, PlayerSignal>> = {
  loadedmetadata: 'loaded',
  playing: 'playing',
  pause: 'pause',
  waiting: 'waiting',
  ended: 'ended',
};

type Times = Pick<PlayerState, 'currentTime' | 'duration' | 'seekable' | 'liveEdge' | 'atLiveEdge'>;

/** A live stream's duration is its DVR window; its edge is where hls.js would sync to. */
export function readTimes(
  video: HTMLVideoElement,
  live: boolean,
  liveSyncPosition: number | null | undefined,
): Times {
  const ranges = video.seekable;
  const seekable =
    ranges && ranges.length > 0
      ? { start: ranges.start(0), end: ranges.end(ranges.length - 1) }
      : null;
  const liveEdge = live ? (liveSyncPosition ?? seekable?.end ?? null) : null;
  const duration = live
    ? seekable
      ? seekable.end - seekable.start
      : 0
    : Number.isFinite(video.duration)
      ? video.duration
      : 0;
  return {
    currentTime: video.currentTime,
    duration,
    seekable,
    liveEdge,
    atLiveEdge: live && isAtLiveEdge(video.currentTime, liveEdge),
  };
}

/** Highest first, the quality menu's order. */
export const readRenditions = (hls: HlsLike) =>
  hls.levels
    .map((level, index) => ({ index, height: level.height, bitrate: level.bitrate }))
    .sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);

/** A fatal network error is retried this many times before the player gives up. */
const networkRetries = 2;

/** Recovery from fatal hls.js errors: network errors retried, one media error recovered. */
export class HlsRecovery {
  private retries = 0;
  private recoveredMedia = false;

  /** A new stream, or one playing again, earns its retries back. */
  reset(): void {
    this.retries = 0;
    this.recoveredMedia = false;
  }

  playing(): void {
    this.retries = 0;
  }

  /** Recovers when it can; otherwise answers the kind of failure to show. */
  handle(hls: HlsLike, data: HlsErrorData): PlayerErrorKind | null {
    if (!data.fatal) return null;
    if (data.type === 'networkError' && this.retries < networkRetries) {
      this.retries += 1;
      hls.startLoad();
      return null;
    }
    if (data.type === 'mediaError' && !this.recoveredMedia) {
      this.recoveredMedia = true;
      hls.recoverMediaError();
      return null;
    }
    return data.type === 'networkError'
      ? 'network'
      : data.type === 'mediaError'
        ? 'media'
        : 'other';
  }
}
