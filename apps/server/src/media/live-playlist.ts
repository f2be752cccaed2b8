// Writes the simulated live channel's playlists. Segments are the VOD files themselves (absolute
// URLs), so the live channel costs no storage and shares the segments' long-lived cache entries.
import type { LiveWindow } from './live-window';
import type { MediaRendition, Variant } from './hls-playlist';

export interface LiveRendition {
  name: string;
  /** Absolute URL of the init section, when the segments are fMP4. */
  initUrl?: string;
  /** Absolute URL of each of the asset's segments, in order. */
  segmentUrls: string[];
  targetDuration: number;
}

export function liveMediaPlaylist(rendition: LiveRendition, window: LiveWindow): string {
  const out = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(rendition.targetDuration)}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  const map = rendition.initUrl ? `#EXT-X-MAP:URI="${rendition.initUrl}"` : undefined;
  if (map) out.push(map);
  for (const segment of window.segments) {
    const url = rendition.segmentUrls[segment.index];
    if (url === undefined) throw new RangeError(`no segment ${segment.index} in ${rendition.name}`);
    if (segment.discontinuity) {
      out.push('#EXT-X-DISCONTINUITY');
      // Restated after the break so a player that starts here needs no look-back.
      if (map) out.push(map);
    }
    out.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`,
      `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`,
      url,
    );
  }
  // No EXT-X-ENDLIST: the channel never ends, players keep reloading.
  return out.join('\n') + '\n';
}

/**
 * The VOD master with each variant, and each EXT-X-MEDIA rendition (the caption tracks), pointing
 * at its live media playlist.
 */
export function liveMasterPlaylist(
  variants: { variant: Variant; url: string }[],
  media: { rendition: MediaRendition; url: string }[] = [],
): string {
  const out = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const { rendition, url } of media) {
    out.push(`#EXT-X-MEDIA:${rendition.attributes.replace(/(^|,)URI="[^"]*"/, `$1URI="${url}"`)}`);
  }
  for (const { variant, url } of variants) out.push(`#EXT-X-STREAM-INF:${variant.attributes}`, url);
  return out.join('\n') + '\n';
}
