// A user clip's media playlist: the source asset's segments that overlap the clip's marks, as a
// finished VOD playlist. Cut on segment boundaries (no re-encoding), so it starts and ends within
// one segment of the marks; EXT-X-START tells the player where the first mark falls in it.
// A clip of a live channel may run over the restart of the channel's loop: its marks then reach
// into a second pass over the asset, which follows a discontinuity.
import type { LiveRendition } from './live-playlist';

export interface ClipSpan {
  /** Index of the first and last segment played. */
  first: number;
  last: number;
  /** Seconds from the first segment's start to the clip's start mark. */
  leadIn: number;
}

/** Null when the marks lie outside the asset. */
export function clipSpan(
  durations: readonly number[],
  startMs: number,
  endMs: number,
): ClipSpan | null {
  let at = 0;
  let first = -1;
  let last = -1;
  let leadIn = 0;
  for (let i = 0; i < durations.length; i += 1) {
    const from = at;
    const to = at + durations[i]! * 1000;
    if (first === -1 && startMs < to) {
      first = i;
      leadIn = (startMs - from) / 1000;
    }
    if (first !== -1 && from < endMs) last = i;
    at = to;
  }
  if (first === -1 || last === -1 || endMs > Math.round(at)) return null;
  return { first, last, leadIn };
}

/** The asset's segment durations twice over: a clip's marks may run into a second pass. */
export const twoPasses = (durations: readonly number[]) => [...durations, ...durations];

/** @param durations the asset's durations, or twoPasses of them for a clip over a restart */
export function clipMediaPlaylist(
  rendition: LiveRendition,
  durations: readonly number[],
  span: ClipSpan,
): string {
  const count = rendition.segmentUrls.length;
  const out = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(rendition.targetDuration)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-START:TIME-OFFSET=${span.leadIn.toFixed(3)},PRECISE=YES`,
  ];
  const map = rendition.initUrl ? `#EXT-X-MAP:URI="${rendition.initUrl}"` : undefined;
  if (map) out.push(map);
  for (let i = span.first; i <= span.last; i += 1) {
    const index = i % count;
    if (index === 0 && i !== span.first) {
      out.push('#EXT-X-DISCONTINUITY');
      if (map) out.push(map);
    }
    out.push(`#EXTINF:${durations[i]!.toFixed(3)},`, rendition.segmentUrls[index]!);
  }
  out.push('#EXT-X-ENDLIST');
  return out.join('\n') + '\n';
}
