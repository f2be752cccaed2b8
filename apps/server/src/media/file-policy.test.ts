import { describe, expect, it } from 'vitest';
import { immutableCacheControl, mediaFilePolicy, playlistCacheControl } from './file-policy';

describe('mediaFilePolicy', () => {
  it.each([
    ['/match-1/master.m3u8', 'application/vnd.apple.mpegurl', playlistCacheControl],
    ['/match-1/r0/index.m3u8', 'application/vnd.apple.mpegurl', playlistCacheControl],
    ['/match-1/r0/seg-000.m4s', 'video/iso.segment', immutableCacheControl],
    ['/match-1/r0/init_0.mp4', 'video/mp4', immutableCacheControl],
    ['/old/r0/seg-000.ts', 'video/mp2t', immutableCacheControl],
    ['/poster-1.jpg', 'image/jpeg', immutableCacheControl],
    ['/clubs/NOR.SVG', 'image/svg+xml', immutableCacheControl],
    ['/preroll.xml', 'application/xml; charset=utf-8', playlistCacheControl],
  ])('serves %s as %s', (path, contentType, cacheControl) => {
    expect(mediaFilePolicy(path)).toEqual({ contentType, cacheControl });
  });

  it.each([
    '/../package.json',
    '/match-1/../../package.json',
    '/..%2f..%2fpackage.json',
    '/.env',
    '/match-1/.hidden.jpg',
    '/match-1/r0/',
    '/',
    'match-1/master.m3u8',
    '/match-1//master.m3u8',
    '/match-1/notes.txt',
    '/match-1/master',
    '/a\\b.jpg',
    '/a b.jpg',
    '/a/b/c/d/e/f/g/h/i/j.jpg',
  ])('refuses %s', (path) => {
    expect(mediaFilePolicy(path)).toBeNull();
  });
});
