// What may be served from the media folders and how: the content type and cache lifetime per file
// kind. Anything not listed here is answered as not found, whatever lies on disk.

/** Playlists change (live) or may be regenerated; caches revalidate them within seconds. */
export const playlistCacheControl = 'public, max-age=2';
/** A live media playlist moves every segment (2 s); half of that keeps players near the edge. */
export const livePlaylistCacheControl = 'public, max-age=1';
/** Segments and images never change under the same name. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

export const playlistContentType = 'application/vnd.apple.mpegurl';

interface FilePolicy {
  contentType: string;
  cacheControl: string;
}

const policies: Record<string, FilePolicy> = {
  '.m3u8': { contentType: playlistContentType, cacheControl: playlistCacheControl },
  '.ts': { contentType: 'video/mp2t', cacheControl: immutableCacheControl },
  '.m4s': { contentType: 'video/iso.segment', cacheControl: immutableCacheControl },
  '.mp4': { contentType: 'video/mp4', cacheControl: immutableCacheControl },
  '.aac': { contentType: 'audio/aac', cacheControl: immutableCacheControl },
  '.vtt': { contentType: 'text/vtt; charset=utf-8', cacheControl: immutableCacheControl },
  '.jpg': { contentType: 'image/jpeg', cacheControl: immutableCacheControl },
  '.jpeg': { contentType: 'image/jpeg', cacheControl: immutableCacheControl },
  '.png': { contentType: 'image/png', cacheControl: immutableCacheControl },
  '.webp': { contentType: 'image/webp', cacheControl: immutableCacheControl },
  '.avif': { contentType: 'image/avif', cacheControl: immutableCacheControl },
  '.svg': { contentType: 'image/svg+xml', cacheControl: immutableCacheControl },
  // VAST ad documents change like playlists do, so they are kept briefly.
  '.xml': { contentType: 'application/xml; charset=utf-8', cacheControl: playlistCacheControl },
};

/** Each path segment a plain name: letters, digits, `_ . -`, never starting with a dot. */
const safeSegment = /^[a-z0-9_][a-z0-9_.-]{0,127}$/i;

/**
 * The policy for a path below a media root (`/match-1/r0/seg-000.m4s`), or null when the path
 * is not one we serve: traversal, dot files, odd characters and unknown file kinds all land here.
 */
export function mediaFilePolicy(pathName: string): FilePolicy | null {
  const segments = pathName.split('/');
  if (segments[0] !== '' || segments.length < 2) return null;
  const names = segments.slice(1);
  if (names.length > 8 || !names.every((s) => safeSegment.test(s))) return null;
  const file = names[names.length - 1]!;
  const dot = file.lastIndexOf('.');
  if (dot <= 0) return null;
  return policies[file.slice(dot).toLowerCase()] ?? null;
}
