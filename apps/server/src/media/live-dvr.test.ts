import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dvrWindowSegments, parseDvr } from './live-dvr';
import mediaPlugin from './media-plugin';

const mediaDir = fileURLToPath(new URL('../../../../media', import.meta.url));
const epochMs = Date.UTC(2025, 0, 1);

const tag = (text: string, name: string) => new RegExp(`^#${name}:(.*)$`, 'm').exec(text)?.[1];
const uris = (text: string) => text.split('\n').filter((l) => l.startsWith('/media/'));
const dates = (text: string) =>
  [...text.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.*)$/gm)].map((m) => Date.parse(m[1]!));
const durations = (text: string) =>
  [...text.matchAll(/^#EXTINF:([\d.]+),/gm)].map((m) => Number(m[1]));

describe('live DVR window', () => {
  // Two hours into the channel: far more than the DVR window has been played.
  let clock = epochMs + 2 * 3_600_000 + 1_234;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaPlugin, {
      mediaDir,
      now: () => clock,
      liveEpochMs: epochMs,
      liveWindowSegments: 6,
      dvrWindowSeconds: 300,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ url });

  it('keeps the option on the variants of the master playlist', async () => {
    const res = await get('/media/live/match-1/master.m3u8?dvr=1');
    expect(res.statusCode).toBe(200);
    expect(uris(res.body)).toEqual([
      '/media/live/match-1/r0/index.m3u8?dvr=1',
      '/media/live/match-1/r1/index.m3u8?dvr=1',
    ]);
    const plain = await get('/media/live/match-1/master.m3u8');
    expect(uris(plain.body).every((u) => !u.includes('?'))).toBe(true);
  });

  it('lists the last five minutes, ending at the same live edge as the short window', async () => {
    const [dvr, edge] = await Promise.all([
      get('/media/live/match-1/r0/index.m3u8?dvr=1'),
      get('/media/live/match-1/r0/index.m3u8'),
    ]);
    expect(dvr.statusCode).toBe(200);
    expect(dvr.headers['cache-control']).toBe('public, max-age=1');
    expect(dvr.body).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(dvr.body).not.toContain('#EXT-X-ENDLIST');
    const seconds = durations(dvr.body).reduce((a, b) => a + b, 0);
    expect(seconds).toBeGreaterThanOrEqual(300);
    expect(seconds).toBeLessThan(300 + 2 + 0.001);
    expect(uris(dvr.body).slice(-6)).toEqual(uris(edge.body));
    expect(dates(dvr.body).at(-1)).toBe(dates(edge.body).at(-1));
    // The window crosses loop boundaries of the 90 s asset, each one marked.
    expect(dvr.body.match(/#EXT-X-DISCONTINUITY\n/g)?.length).toBeGreaterThanOrEqual(3);
    const sequence = Number(tag(dvr.body, 'EXT-X-MEDIA-SEQUENCE'));
    expect(sequence + uris(dvr.body).length).toBe(
      Number(tag(edge.body, 'EXT-X-MEDIA-SEQUENCE')) + uris(edge.body).length,
    );
  });

  it('slides with the clock, keeping its depth and continuous sequence numbers', async () => {
    const before = await get('/media/live/match-1/r1/index.m3u8?dvr=true');
    clock += 10_000;
    const after = await get('/media/live/match-1/r1/index.m3u8?dvr=true');
    const moved = Number(tag(after.body, 'EXT-X-MEDIA-SEQUENCE')) - Number(tag(before.body, 'EXT-X-MEDIA-SEQUENCE'));
    expect(moved).toBe(5);
    expect(uris(after.body).length).toBe(uris(before.body).length);
  });

  it('answers 400 naming dvr for a value it does not know', async () => {
    for (const url of ['/media/live/match-1/master.m3u8?dvr=yes', '/media/live/match-1/r0/index.m3u8?dvr=2']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error', fields: [{ path: 'dvr' }] });
    }
  });
});

describe('parseDvr and dvrWindowSegments', () => {
  it('reads on, off and invalid values', () => {
    expect(parseDvr(undefined)).toBe(false);
    expect(parseDvr('1')).toBe(true);
    expect(parseDvr('false')).toBe(false);
    expect(parseDvr(['1', '1'])).toBe('invalid');
  });

  it('never lists fewer segments than the normal window', () => {
    expect(dvrWindowSegments([2, 2, 2], 600, 6)).toBe(300);
    expect(dvrWindowSegments([2, 2, 2], 4, 6)).toBe(6);
  });
});
