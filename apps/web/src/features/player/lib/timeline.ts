// Timeline arithmetic: where the seek bar starts and ends, and where each marker sits on it.

export interface TimelineMarker {
  id: string;
  /** Seconds into the video. */
  time: number;
  label: string;
  kind: 'highlight' | 'tag';
  colour?: string | null;
  /** A player's shirt number, drawn above the marker. */
  number?: string;
}

/** A range being marked under the player (a clip being cut): drawn on the seek bar, where its
 *  ends can be dragged (pointer or touch) or moved with the arrow keys. Seconds into the stream. */
export interface MarkedRange {
  start: number | null;
  end: number | null;
  onMove: (edge: 'start' | 'end', to: number) => void;
}

export interface TimelineRange {
  start: number;
  end: number;
}

/** A VOD runs from 0 to its length (a user clip between its marks); a live stream over its DVR
 *  window up to the live position. */
export function timelineRange(state: {
  live: boolean;
  duration: number;
  seekable: { start: number; end: number } | null;
  liveEdge: number | null;
  clip?: TimelineRange | null;
}): TimelineRange | null {
  if (state.clip) return state.clip;
  if (state.live) {
    if (!state.seekable) return null;
    return { start: state.seekable.start, end: state.liveEdge ?? state.seekable.end };
  }
  return state.duration > 0 ? { start: 0, end: state.duration } : null;
}

/** Markers inside the range, with their position as a fraction of it, in time order. */
export function placeMarkers(markers: readonly TimelineMarker[], range: TimelineRange | null) {
  if (!range || range.end <= range.start) return [];
  const span = range.end - range.start;
  return markers
    .filter((m) => m.time >= range.start && m.time <= range.end)
    .sort((a, b) => a.time - b.time)
    .map((marker) => ({ marker, at: (marker.time - range.start) / span }));
}

/** Where a time sits on the range, as a fraction kept between 0 and 1. */
export function fractionOf(time: number, range: TimelineRange): number {
  const span = range.end - range.start;
  if (span <= 0) return 0;
  return Math.min(Math.max((time - range.start) / span, 0), 1);
}
