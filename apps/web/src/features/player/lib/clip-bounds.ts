// A user clip is a stretch of a longer recording (spec: personal clips). Its playlist runs from
// the segment holding its in mark to the one holding its out mark, so the player learns where
// the clip starts only once the playlist (EXT-X-START) or the element tells it, and must stop at
// the out mark itself rather than at the end of the last segment.
import type { PlayerSource } from './player-source';
import type { PlayerState } from './player-state';

type Clip = NonNullable<PlayerState['clip']>;

export class ClipBounds {
  /** Seconds the clip lasts from its in mark, for a recorded clip; else null. */
  private length: number | null = null;

  reset(source: PlayerSource): void {
    this.length = !source.live && source.clipLength ? source.clipLength : null;
  }

  /** The clip's marks once its in mark is known: null when there is no clip, or it has them. */
  marksFrom(start: number, marked: Clip | null): Clip | null {
    if (this.length === null || marked) return null;
    return { start, end: start + this.length };
  }
}

/**
 * Playback that ran past the clip's out mark stops there, as at the end of a video, and stays
 * there; true when it stopped.
 */
export function stopAtOutMark(video: HTMLVideoElement, clip: Clip | null): boolean {
  if (clip === null || video.paused || video.currentTime < clip.end) return false;
  video.pause();
  video.currentTime = clip.end;
  return true;
}

/**
 * Where a press on play starts from: a clip stopped at its out mark plays again from its in mark,
 * an ended recording from its start; null keeps the position (a live stream, a paused video).
 */
export function restartPoint(state: PlayerState, currentTime: number): number | null {
  const { clip } = state;
  if (clip && (state.phase === 'ended' || currentTime >= clip.end)) return clip.start;
  if (state.phase === 'ended' && !state.live) return 0;
  return null;
}
