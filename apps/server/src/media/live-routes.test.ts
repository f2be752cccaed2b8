import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaPlugin from './media-plugin';

const mediaDir = fileURLToPath(new URL('../../../../media', import.meta.url));
const epochMs = Date.UTC(2025, 0, 1);

/** The VOD segment list of a rendition, as the generator wrote it. */
const vodSegments = (assetId: string, rendition: string) =>
  readFileSync(join(mediaDir, 'demo/vod', assetId, rendition, 'index.m3u8'), 'utf8')
    .split('\n')
    .filter((l) => l.endsWith('.m4s'));

const tag = (text: string, name: string) => new RegExp(`^#${name}:(.*)$`, 'm').exec(text)?.[1];
const uris = (text: string) => text.split('\n').filter((l) => l.startsWith('/media/'));
const dates = (text: string) => [...text.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.*)$/gm)].map((m) => Date.parse(m[1]!));

describe('simulated live channels', () => {
  let clock = epochMs;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaPlugin, { mediaDir, now: () => clock, liveEpochMs: epochMs, liveWindowSegments: 6 });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ url });

  it('lists the asset renditions as live variants', async () => {
    const res = await get('/media/live/match-1/master.m3u8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(uris(res.body)).toEqual(['/media/live/match-1/r0/index.m3u8', '/media/live/match-1/r1/index.m3u8']);
    const vodMaster = readFileSync(join(mediaDir, 'demo/vod/match-1/master.m3u8'), 'utf8');
    const streamInf = (text: string) => text.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(streamInf(res.body)).toEqual(streamInf(vodMaster));
  });

  it('serves a sliding window over the VOD segments, never ending', async () => {
    clock = epochMs + 3 * 90_000 + 30_500; // loop 3, 30.5 s into match-1 (90 s)
    const res = await get('/media/live/match-1/r0/index.m3u8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expect(res.body).not.toContain('#EXT-X-ENDLIST');
    expect(res.body).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(tag(res.body, 'EXT-X-TARGETDURATION')).toBe('2');
    expect(tag(res.body, 'EXT-X-MAP')).toBe('URI="/media/vod/match-1/r0/init_0.mp4"');
    // 45 segments a loop: three loops plus the 15 segments (0..14) finished in the fourth.
    expect(tag(res.body, 'EXT-X-MEDIA-SEQUENCE')).toBe(String(3 * 45 + 15 - 6));
    expect(tag(res.body, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe('3');
    const vod = vodSegments('match-1', 'r0');
    expect(uris(res.body)).toEqual(vod.slice(9, 15).map((s) => `/media/vod/match-1/r0/${s}`));
  });

  it('advances with the clock, one segment per segment duration', async () => {
    clock = epochMs + 1_000_000;
    const before = await get('/media/live/match-2/r1/index.m3u8');
    clock += 2_000;
    const after = await get('/media/live/match-2/r1/index.m3u8');
    const seq = (text: string) => Number(tag(text, 'EXT-X-MEDIA-SEQUENCE'));
    expect(seq(after.body)).toBe(seq(before.body) + 1);
    expect(uris(after.body).slice(0, 5)).toEqual(uris(before.body).slice(1));
    clock += 60_000;
    const later = await get('/media/live/match-2/r1/index.m3u8');
    expect(seq(later.body)).toBe(seq(after.body) + 30);
  });

  it('dates each segment on the wall clock, the newest having just ended', async () => {
    clock = Date.UTC(2026, 2, 1, 18, 30, 5, 400);
    const res = await get('/media/live/highlight-1/r0/index.m3u8');
    const starts = dates(res.body);
    expect(starts).toHaveLength(6);
    starts.forEach((start, i) => i > 0 && expect(start - starts[i - 1]!).toBe(2000));
    const newestEnd = starts[5]! + 2000;
    expect(newestEnd).toBeLessThanOrEqual(clock);
    expect(clock - newestEnd).toBeLessThan(2000);
  });

  it('marks the loop boundary and restates the init section after it', async () => {
    // highlight-1 is 12 s (6 segments): 4 s into loop 10, its first two segments have finished.
    clock = epochMs + 10 * 12_000 + 4_000;
    const res = await get('/media/live/highlight-1/r1/index.m3u8');
    expect(tag(res.body, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe('9');
    const lines = res.body.split('\n');
    const at = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(at).toBeGreaterThan(0);
    expect(lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    expect(lines[at + 1]).toBe('#EXT-X-MAP:URI="/media/vod/highlight-1/r1/init_1.mp4"');
    expect(uris(res.body).map((u) => u.split('/').pop())).toEqual([
      'seg-002.m4s', 'seg-003.m4s', 'seg-004.m4s', 'seg-005.m4s', 'seg-000.m4s', 'seg-001.m4s',
    ]);
  });

  it('points at segment files that are served', async () => {
    clock = epochMs + 5_000_000;
    const res = await get('/media/live/match-3/r1/index.m3u8');
    for (const url of [tag(res.body, 'EXT-X-MAP')!.slice(5, -1), ...uris(res.body)]) {
      const file = await get(url);
      expect(file.statusCode, url).toBe(200);
    }
  });

  it('carries the caption tracks: the master lists them live, in the same window as the video', async () => {
    const master = await get('/media/live/match-1/master.m3u8?dvr=1');
    const media = master.body.split('\n').filter((l) => l.startsWith('#EXT-X-MEDIA:'));
    expect(media.map((l) => /LANGUAGE="([^"]+)"/.exec(l)?.[1])).toEqual(['en', 'de', 'fr']);
    for (const line of media) {
      expect(line).toMatch(/TYPE=SUBTITLES,GROUP-ID="subs"/);
      expect(line).toMatch(/URI="\/media\/live\/match-1\/subs-[a-z]{2}\/index\.m3u8\?dvr=1"/);
    }
    const streams = master.body.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(streams).toHaveLength(2);
    for (const line of streams) expect(line).toMatch(/,SUBTITLES="subs"$/);

    clock = epochMs + 7 * 90_000 + 61_300; // loop 7, 61.3 s into match-1
    const video = await get('/media/live/match-1/r1/index.m3u8');
    const captions = await get('/media/live/match-1/subs-de/index.m3u8');
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(captions.headers['cache-control']).toBe('public, max-age=1');
    expect(captions.body).not.toContain('#EXT-X-MAP');
    for (const name of ['EXT-X-MEDIA-SEQUENCE', 'EXT-X-DISCONTINUITY-SEQUENCE']) {
      expect(tag(captions.body, name), name).toBe(tag(video.body, name));
    }
    expect(dates(captions.body)).toEqual(dates(video.body));
    const names = (text: string) => uris(text).map((u) => u.split('/').pop()!.replace(/\.\w+$/, ''));
    expect(names(captions.body)).toEqual(names(video.body));
    for (const url of uris(captions.body)) {
      const file = await get(url);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toBe('text/vtt; charset=utf-8');
      expect(file.body.startsWith('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n'), url).toBe(true);
    }
  });

  it('serves the panoramic views as live channels too', async () => {
    clock = epochMs + 1_234_567;
    const master = await get('/media/live/match-3-panorama/master.m3u8');
    expect(master.statusCode).toBe(200);
    expect(master.body).toMatch(/RESOLUTION=1280x360/);
    const playlist = await get('/media/live/match-3-panorama/r0/index.m3u8');
    expect(uris(playlist.body)).toHaveLength(6);
    expect(uris(playlist.body).every((u) => u.startsWith('/media/vod/match-3-panorama/r0/seg-'))).toBe(true);
  });

  it('answers unknown channels and renditions with a wire-format 404', async () => {
    for (const url of [
      '/media/live/match-9/master.m3u8',
      '/media/live/match-9/r0/index.m3u8',
      '/media/live/match-1/r7/index.m3u8',
      '/media/live/..%2fvod/master.m3u8',
      '/media/live/match-1/r0/other.m3u8',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'not_found', messageErrorCode: 'not_found' });
    }
  });
});
