import { describe, expect, it } from 'vitest';
import { liveMasterPlaylist, liveMediaPlaylist, type LiveRendition } from './live-playlist';
import { liveWindow } from './live-window';

const epochMs = Date.UTC(2025, 0, 1);
const rendition: LiveRendition = {
  name: 'r0',
  initUrl: '/media/vod/match-1/r0/init_0.mp4',
  segmentUrls: ['/media/vod/match-1/r0/seg-000.m4s', '/media/vod/match-1/r0/seg-001.m4s', '/media/vod/match-1/r0/seg-002.m4s'],
  targetDuration: 2,
};

describe('liveMediaPlaylist', () => {
  it('writes a sliding live playlist: sequence numbers, dates, loop breaks, no end', () => {
    // 15 s in: segments 4, 5 (loop 1) and 6 (loop 2, first segment) have finished.
    const text = liveMediaPlaylist(rendition, liveWindow([2, 2, 2], { nowMs: epochMs + 15_000, epochMs, windowSize: 3 }));
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:4',
        '#EXT-X-DISCONTINUITY-SEQUENCE:1',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MAP:URI="/media/vod/match-1/r0/init_0.mp4"',
        '#EXT-X-PROGRAM-DATE-TIME:2025-01-01T00:00:08.000Z',
        '#EXTINF:2.000,',
        '/media/vod/match-1/r0/seg-001.m4s',
        '#EXT-X-PROGRAM-DATE-TIME:2025-01-01T00:00:10.000Z',
        '#EXTINF:2.000,',
        '/media/vod/match-1/r0/seg-002.m4s',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-MAP:URI="/media/vod/match-1/r0/init_0.mp4"',
        '#EXT-X-PROGRAM-DATE-TIME:2025-01-01T00:00:12.000Z',
        '#EXTINF:2.000,',
        '/media/vod/match-1/r0/seg-000.m4s',
        '',
      ].join('\n'),
    );
    expect(text).not.toContain('ENDLIST');
  });

  it('omits the init section for MPEG-TS segments and rounds the target duration up', () => {
    const ts = { ...rendition, initUrl: undefined, targetDuration: 2.5 };
    const text = liveMediaPlaylist(ts, liveWindow([2, 2, 2], { nowMs: epochMs + 15_000, epochMs, windowSize: 3 }));
    expect(text).not.toContain('EXT-X-MAP');
    expect(text).toContain('#EXT-X-TARGETDURATION:3\n');
    expect(text).toContain('#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME');
  });

  it('fails loudly when the window and the rendition disagree', () => {
    const window = liveWindow([2, 2, 2, 2], { nowMs: epochMs + 9_000, epochMs, windowSize: 4 });
    expect(() => liveMediaPlaylist(rendition, window)).toThrow(RangeError);
  });
});

describe('liveMasterPlaylist', () => {
  it('lists the variants with their live URLs', () => {
    const text = liveMasterPlaylist([
      { variant: { attributes: 'BANDWIDTH=1,RESOLUTION=426x240', uri: 'r0/index.m3u8' }, url: '/media/live/m/r0/index.m3u8' },
      { variant: { attributes: 'BANDWIDTH=2,RESOLUTION=854x480', uri: 'r1/index.m3u8' }, url: '/media/live/m/r1/index.m3u8' },
    ]);
    expect(text).toBe(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=426x240\n/media/live/m/r0/index.m3u8\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=2,RESOLUTION=854x480\n/media/live/m/r1/index.m3u8\n',
    );
  });

  it('points the caption tracks at their live playlists and keeps their other attributes', () => {
    const text = liveMasterPlaylist(
      [{ variant: { attributes: 'BANDWIDTH=1,SUBTITLES="subs"', uri: 'r0/index.m3u8' }, url: '/media/live/m/r0/index.m3u8' }],
      [
        {
          rendition: {
            type: 'SUBTITLES',
            attributes: 'TYPE=SUBTITLES,GROUP-ID="subs",NAME="Deutsch",LANGUAGE="de",URI="subs-de/index.m3u8"',
            uri: 'subs-de/index.m3u8',
          },
          url: '/media/live/m/subs-de/index.m3u8?dvr=1',
        },
      ],
    );
    expect(text).toBe(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Deutsch",LANGUAGE="de",URI="/media/live/m/subs-de/index.m3u8?dvr=1"\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=1,SUBTITLES="subs"\n/media/live/m/r0/index.m3u8\n',
    );
  });
});
