import { describe, expect, it } from 'vitest';
import { parseMasterMedia, parseMasterPlaylist, parseMediaPlaylist, PlaylistError } from './hls-playlist';

const media = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MAP:URI="init_0.mp4"
#EXTINF:2.000000,
seg-000.m4s
#EXTINF:1.500000,
seg-001.m4s
#EXT-X-ENDLIST
`;

describe('parseMediaPlaylist', () => {
  it('reads the target duration, init section and segments', () => {
    expect(parseMediaPlaylist(media)).toEqual({
      targetDuration: 2,
      initUri: 'init_0.mp4',
      segments: [
        { uri: 'seg-000.m4s', duration: 2 },
        { uri: 'seg-001.m4s', duration: 1.5 },
      ],
    });
  });

  it('accepts CRLF line ends and MPEG-TS playlists without an init section', () => {
    const ts = '#EXTM3U\r\n#EXT-X-TARGETDURATION:4\r\n#EXTINF:4.0,\r\na.ts\r\n#EXT-X-ENDLIST\r\n';
    expect(parseMediaPlaylist(ts)).toEqual({ targetDuration: 4, initUri: undefined, segments: [{ uri: 'a.ts', duration: 4 }] });
  });

  it('refuses what is not a usable media playlist', () => {
    expect(() => parseMediaPlaylist('<html></html>')).toThrow(PlaylistError);
    expect(() => parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:2\n')).toThrow(/no segments/);
    expect(() => parseMediaPlaylist('#EXTM3U\n#EXTINF:2,\na.ts\n')).toThrow(/TARGETDURATION/);
    expect(() => parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:2\na.ts\n')).toThrow(/without #EXTINF/);
    expect(() => parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:0,\na.ts\n')).toThrow(/duration/);
  });
});

describe('parseMasterPlaylist', () => {
  it('keeps each variant with its attribute list verbatim', () => {
    const master = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=94620,RESOLUTION=426x240,CODECS="avc1.4d401e,mp4a.40.2"
r0/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=138528,RESOLUTION=854x480,CODECS="avc1.4d401f,mp4a.40.2"
r1/index.m3u8
`;
    expect(parseMasterPlaylist(master)).toEqual([
      { attributes: 'BANDWIDTH=94620,RESOLUTION=426x240,CODECS="avc1.4d401e,mp4a.40.2"', uri: 'r0/index.m3u8' },
      { attributes: 'BANDWIDTH=138528,RESOLUTION=854x480,CODECS="avc1.4d401f,mp4a.40.2"', uri: 'r1/index.m3u8' },
    ]);
  });

  it('refuses a master without variants', () => {
    expect(() => parseMasterPlaylist('#EXTM3U\n#EXT-X-VERSION:7\n')).toThrow(PlaylistError);
    expect(() => parseMasterPlaylist(media.replace('#EXTM3U', ''))).toThrow(PlaylistError);
  });
});

describe('parseMasterMedia', () => {
  const master = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,URI="subs-en/index.m3u8"
#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC1",INSTREAM-ID="CC1"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Français",LANGUAGE="fr",URI="subs-fr/index.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=94620,SUBTITLES="subs"
r0/index.m3u8
`;

  it('keeps the renditions that have a playlist, attributes verbatim', () => {
    expect(parseMasterMedia(master)).toEqual([
      {
        type: 'SUBTITLES',
        attributes: 'TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,URI="subs-en/index.m3u8"',
        uri: 'subs-en/index.m3u8',
      },
      {
        type: 'SUBTITLES',
        attributes: 'TYPE=SUBTITLES,GROUP-ID="subs",NAME="Français",LANGUAGE="fr",URI="subs-fr/index.m3u8"',
        uri: 'subs-fr/index.m3u8',
      },
    ]);
  });

  it('finds none in a master without EXT-X-MEDIA and refuses one without a TYPE', () => {
    expect(parseMasterMedia('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nr0/index.m3u8\n')).toEqual([]);
    expect(() => parseMasterMedia('#EXTM3U\n#EXT-X-MEDIA:GROUP-ID="a",URI="a/index.m3u8"\n')).toThrow(PlaylistError);
  });
});
