import { describe, expect, it } from 'vitest';
import { setScoreBody, setStreamBody, streamUrl } from './operator';

describe('operator calls', () => {
  it('accepts portal paths and http(s) URLs of HLS playlists', () => {
    for (const url of [
      '/media/live/match-2/master.m3u8',
      '/media/live/match-2/master.m3u8?dvr=1',
      'https://cdn.example.org/live/feed.m3u8',
      'http://127.0.0.1:8080/a/b/index.m3u8?token=x',
    ]) {
      expect(streamUrl.safeParse(url).success, url).toBe(true);
    }
  });

  it('refuses other addresses', () => {
    for (const url of [
      '',
      'media/live/x.m3u8',
      '//evil.example/x.m3u8',
      'javascript:alert(1)//.m3u8',
      'ftp://example.org/x.m3u8',
      'https://example.org/video.mp4',
      `/${'a'.repeat(2050)}.m3u8`,
    ]) {
      expect(streamUrl.safeParse(url).success, url).toBe(false);
    }
  });

  it('takes whole, non-negative scores and no other keys', () => {
    expect(setScoreBody.safeParse({ home: 2, away: 1 }).success).toBe(true);
    expect(setScoreBody.safeParse({ home: -1, away: 1 }).success).toBe(false);
    expect(setScoreBody.safeParse({ home: 1.5, away: 1 }).success).toBe(false);
    expect(setStreamBody.safeParse({ url: '/a.m3u8', live: true }).success).toBe(false);
  });
});
