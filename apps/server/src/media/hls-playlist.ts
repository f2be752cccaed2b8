// Reads the two kinds of HLS playlist the media library holds: a master (variants) and a VOD media
// playlist (init section and segments). Only what the live simulator needs is kept.

export interface MediaSegment {
  /** As written in the playlist: relative to the playlist's folder. */
  uri: string;
  /** Seconds. */
  duration: number;
}

export interface MediaPlaylist {
  targetDuration: number;
  /** The EXT-X-MAP init section (fMP4), relative like the segments. */
  initUri?: string;
  segments: MediaSegment[];
}

export interface Variant {
  /** The EXT-X-STREAM-INF attribute list, verbatim. */
  attributes: string;
  uri: string;
}

/** An EXT-X-MEDIA rendition with its own playlist (alternative audio, subtitles). */
export interface MediaRendition {
  /** TYPE, e.g. `SUBTITLES`. */
  type: string;
  /** The attribute list, verbatim. */
  attributes: string;
  uri: string;
}

export class PlaylistError extends Error {
  override name = 'PlaylistError';
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);

function requireHeader(all: string[]) {
  if (all[0] !== '#EXTM3U') throw new PlaylistError('not an M3U8 playlist (no #EXTM3U)');
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const all = lines(text);
  requireHeader(all);
  let targetDuration: number | undefined;
  let initUri: string | undefined;
  let pending: number | undefined;
  const segments: MediaSegment[] = [];
  for (const line of all) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      targetDuration = Number(line.slice('#EXT-X-TARGETDURATION:'.length));
    } else if (line.startsWith('#EXT-X-MAP:')) {
      initUri = /URI="([^"]+)"/.exec(line)?.[1];
    } else if (line.startsWith('#EXTINF:')) {
      pending = Number.parseFloat(line.slice('#EXTINF:'.length));
      if (!(pending > 0)) throw new PlaylistError(`bad segment duration: ${line}`);
    } else if (!line.startsWith('#')) {
      if (pending === undefined) throw new PlaylistError(`segment without #EXTINF: ${line}`);
      segments.push({ uri: line, duration: pending });
      pending = undefined;
    }
  }
  if (targetDuration === undefined || !(targetDuration > 0)) {
    throw new PlaylistError('missing #EXT-X-TARGETDURATION');
  }
  if (segments.length === 0) throw new PlaylistError('playlist has no segments');
  return { targetDuration, initUri, segments };
}

export function parseMasterPlaylist(text: string): Variant[] {
  const all = lines(text);
  requireHeader(all);
  const variants: Variant[] = [];
  let attributes: string | undefined;
  for (const line of all) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      attributes = line.slice('#EXT-X-STREAM-INF:'.length);
    } else if (!line.startsWith('#') && attributes !== undefined) {
      variants.push({ attributes, uri: line });
      attributes = undefined;
    }
  }
  if (variants.length === 0) throw new PlaylistError('master playlist has no variants');
  return variants;
}

/** The master's EXT-X-MEDIA renditions that have a playlist of their own (a URI). */
export function parseMasterMedia(text: string): MediaRendition[] {
  const all = lines(text);
  requireHeader(all);
  const media: MediaRendition[] = [];
  for (const line of all) {
    if (!line.startsWith('#EXT-X-MEDIA:')) continue;
    const attributes = line.slice('#EXT-X-MEDIA:'.length);
    const type = /(?:^|,)TYPE=([A-Z-]+)/.exec(attributes)?.[1];
    const uri = /(?:^|,)URI="([^"]*)"/.exec(attributes)?.[1];
    if (!type) throw new PlaylistError(`EXT-X-MEDIA without TYPE: ${line}`);
    if (uri) media.push({ type, attributes, uri });
  }
  return media;
}
