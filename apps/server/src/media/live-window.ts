// The simulated live channel as pure arithmetic on the wall clock. The channel has played the
// asset's segments in a loop since `epochMs`; segment n of that endless sequence is segment
// n mod N of the asset, in loop floor(n / N). Every server process computes the same window from
// the same clock, so the channel needs no shared state.

export interface LiveWindowOptions {
  nowMs: number;
  /** When loop 0, segment 0 started. */
  epochMs: number;
  /** How many finished segments the playlist lists (the live edge plus the DVR depth). */
  windowSize: number;
}

export interface WindowSegment {
  /** Position in the endless sequence: the segment's EXT-X-MEDIA-SEQUENCE number. */
  sequence: number;
  /** Which pass over the asset; also the segment's discontinuity sequence number. */
  loop: number;
  /** Index into the asset's segments. */
  index: number;
  startMs: number;
  durationMs: number;
  /** The first segment of a loop, other than the window's first segment, follows a discontinuity. */
  discontinuity: boolean;
}

export interface LiveWindow {
  mediaSequence: number;
  discontinuitySequence: number;
  segments: WindowSegment[];
}

/** @param durations the asset's segment durations in seconds, in playlist order */
export function liveWindow(durations: readonly number[], options: LiveWindowOptions): LiveWindow {
  const { nowMs, epochMs, windowSize } = options;
  if (durations.length === 0) throw new RangeError('a live channel needs at least one segment');
  if (!Number.isInteger(windowSize) || windowSize < 1) {
    throw new RangeError(`window size must be a positive integer, got ${windowSize}`);
  }
  // Whole milliseconds keep loop boundaries exact however long the channel has run.
  const lengths = durations.map((d) => Math.round(d * 1000));
  if (lengths.some((l) => l <= 0)) throw new RangeError('segment durations must be positive');
  const starts: number[] = [];
  let loopMs = 0;
  for (const l of lengths) {
    starts.push(loopMs);
    loopMs += l;
  }
  const count = lengths.length;

  const elapsed = nowMs - epochMs;
  const loop = Math.floor(elapsed / loopMs);
  const within = elapsed - loop * loopMs;
  let finishedInLoop = 0;
  while (finishedInLoop < count && starts[finishedInLoop]! + lengths[finishedInLoop]! <= within) {
    finishedInLoop += 1;
  }
  const last = loop * count + finishedInLoop - 1;
  const first = Math.max(0, last - windowSize + 1);

  const segments: WindowSegment[] = [];
  for (let sequence = first; sequence <= last; sequence += 1) {
    const segLoop = Math.floor(sequence / count);
    const index = sequence - segLoop * count;
    segments.push({
      sequence,
      loop: segLoop,
      index,
      startMs: epochMs + segLoop * loopMs + starts[index]!,
      durationMs: lengths[index]!,
      discontinuity: index === 0 && sequence !== first,
    });
  }
  return {
    mediaSequence: first,
    discontinuitySequence: Math.floor(first / count),
    segments,
  };
}
