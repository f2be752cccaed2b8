import { describe, expect, it } from 'vitest';
import { PlayerEngine } from './player-engine';
import { FakeVideo, fakeHlsFactory } from './player-fakes';
import {
  PlayingToken,
  readSignedAddress,
  renewalDelay,
  signedAddressExpiry,
  withToken,
} from './signed-address';

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (expirySeconds: number) =>
  `${base64url(JSON.stringify({ t: 'tn', e: 'ev', s: 's', c: 'GB', a: 'match-3', x: expirySeconds }))}.bWFj`;
const address = (t: string, rest = 'vod/match-3/master.m3u8') => `/media/t/${t}/${rest}`;

describe('signed media addresses', () => {
  it('reads the token and its expiry, and swaps a token into any request of the stream', () => {
    const first = token(2_000_000_000);
    expect(readSignedAddress(address(first))).toEqual({
      stream: '/media/t//vod/match-3/master.m3u8',
      token: first,
    });
    expect(signedAddressExpiry(address(first))).toBe(2_000_000_000_000);
    expect(withToken(address(first, 'vod/match-3/720p/seg-4.m4s'), 'new.tok')).toBe(
      '/media/t/new.tok/vod/match-3/720p/seg-4.m4s',
    );
    expect(readSignedAddress('/media/vod/match-3/master.m3u8')).toBeNull();
    expect(withToken('/media/vod/match-3/master.m3u8', 'new.tok')).toBe(
      '/media/vod/match-3/master.m3u8',
    );
    expect(signedAddressExpiry(address('not-json.mac'))).toBeNull();
  });

  it('renews five minutes before the end, never sooner than ten seconds', () => {
    const now = 1_900_000_000_000;
    expect(renewalDelay(address(token(now / 1000 + 30 * 60)), now)).toBe(25 * 60_000);
    expect(renewalDelay(address(token(now / 1000 + 60)), now)).toBe(30_000);
    expect(renewalDelay(address(token(now / 1000 - 60)), now)).toBe(10_000);
    expect(renewalDelay('/media/vod/match-3/master.m3u8', now)).toBe(false);
  });
});

describe('PlayerEngine.renewAddress', () => {
  it('keeps playing the stream and sends the new token with every later request', async () => {
    const video = new FakeVideo();
    const hls = fakeHlsFactory();
    const engine = new PlayerEngine({ video: video.asVideo(), loadHls: hls.load });
    const first = token(2_000_000_000);
    await engine.load({ url: address(first), live: false });
    const instance = hls.created[0]!;
    const rewrite = instance.options.rewriteUrl!;
    expect(rewrite(address(first, 'vod/match-3/480p/seg-1.m4s'))).toContain(first);

    const second = token(2_000_001_800);
    expect(engine.renewAddress(address(second))).toBe(true);
    // No second hls.js instance: the stream was not loaded again.
    expect(hls.created).toHaveLength(1);
    expect(instance.destroyed).toBe(false);
    expect(rewrite(address(first, 'vod/match-3/480p/seg-2.m4s'))).toBe(
      address(second, 'vod/match-3/480p/seg-2.m4s'),
    );
    // Another stream is not a renewal.
    expect(engine.renewAddress(address(second, 'vod/match-4/master.m3u8'))).toBe(false);
    expect(engine.renewAddress('/media/vod/match-3/master.m3u8')).toBe(false);
  });
});

describe('PlayingToken', () => {
  it('rewrites requests with the newest token of the same stream, and refuses another stream', () => {
    const playing = new PlayingToken();
    const first = address(token(100));
    playing.begin(first);
    const segment = address(token(100), 'vod/match-3/720p/seg-1.ts');
    expect(playing.rewrite(segment)).toBe(segment);
    const renewed = address(token(200));
    expect(playing.renew(renewed, first)).toBe(true);
    expect(playing.rewrite(segment)).toBe(address(token(200), 'vod/match-3/720p/seg-1.ts'));
    expect(playing.renew(address(token(300), 'vod/match-4/master.m3u8'), first)).toBe(false);
    expect(playing.renew(renewed, null)).toBe(false);
    playing.begin('/media/vod/open/master.m3u8');
    expect(playing.rewrite(segment)).toBe(segment);
  });
});
