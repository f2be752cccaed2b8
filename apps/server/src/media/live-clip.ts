// A clip cut from a live game's DVR window. The simulated channel plays its asset in a loop from
// a fixed epoch (live-window.ts), so a moment of the channel (a wall-clock time, which the player
// reads from the playlist's EXT-X-PROGRAM-DATE-TIME) is a position in the asset: the clip is then
// a clip of that asset (clip-address.ts), finished and playable at once.
import { parseClipRange } from './clip-address';
import type { LiveCatalog } from './live-catalog';

const liveMaster = /^\/media\/live\/([a-z0-9][a-z0-9_-]{0,63})\/master\.m3u8(?:\?dvr=(?:1|true|0|false))?$/i;

/** The asset of a simulated live channel's address, or null (a VOD address, an outside URL). */
export function liveAssetOf(hdUrl: string | null): string | null {
  return (hdUrl && liveMaster.exec(hdUrl)?.[1]) ?? null;
}

export interface LiveClock {
  nowMs: number;
  epochMs: number;
  /** How far back the DVR window reaches. */
  dvrWindowMs: number;
}

/** A player's clock and the server's may differ by a little; marks this close to the window pass. */
const toleranceMs = 2000;

export type LiveClipMarks =
  | { startMs: number; endMs: number }
  | { problem: 'outside_window' | 'across_loop' };

/**
 * The asset positions (ms) of a live channel's moments `[fromMs, toMs)` (wall clock). They must lie
 * in the DVR window (no later than now, no earlier than the window's start). A range over the
 * loop's restart ends in a second pass over the asset (past its length; the clip playlist puts a
 * discontinuity there); one over two restarts is refused.
 */
export function liveClipMarks(
  durations: readonly number[],
  clock: LiveClock,
  fromMs: number,
  toMs: number,
): LiveClipMarks {
  if (fromMs < clock.nowMs - clock.dvrWindowMs - toleranceMs || toMs > clock.nowMs + toleranceMs) {
    return { problem: 'outside_window' };
  }
  // The same whole milliseconds as live-window.ts, so positions match the segments it lists.
  const loopMs = durations.reduce((sum, d) => sum + Math.round(d * 1000), 0);
  const elapsed = fromMs - clock.epochMs;
  const startMs = ((elapsed % loopMs) + loopMs) % loopMs;
  const endMs = startMs + (toMs - fromMs);
  if (endMs > 2 * loopMs) return { problem: 'across_loop' };
  return { startMs, endMs };
}

export interface LiveClipper {
  /** Null when the asset is not there. */
  marks(assetId: string, fromMs: number, toMs: number): Promise<LiveClipMarks | null>;
}

export function createLiveClipper(
  catalog: LiveCatalog,
  options: { now: () => number; epochMs: number; dvrWindowSeconds: number },
): LiveClipper {
  return {
    async marks(assetId, fromMs, toMs) {
      const asset = await catalog.get(assetId);
      if (!asset) return null;
      const clock = {
        nowMs: options.now(),
        epochMs: options.epochMs,
        dvrWindowMs: options.dvrWindowSeconds * 1000,
      };
      const found = liveClipMarks(asset.durations, clock, fromMs, toMs);
      // Round trip through the address form, so what is stored is what the media routes accept.
      if ('problem' in found) return found;
      return parseClipRange(`${Math.round(found.startMs)}-${Math.round(found.endMs)}`) ?? {
        problem: 'outside_window',
      };
    },
  };
}
