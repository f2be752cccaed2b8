import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaPlugin, { type MediaPluginOptions } from './media-plugin';

// The committed demo media at the repository root.
const mediaDir = fileURLToPath(new URL('../../../../media', import.meta.url));
const demo = join(mediaDir, 'demo');
const immutable = 'public, max-age=31536000, immutable';

async function build(options: Partial<MediaPluginOptions> = {}) {
  const app = Fastify();
  await app.register(mediaPlugin, { mediaDir, ...options });
  await app.ready();
  return app;
}

const notFoundBody = expect.objectContaining({
  error: 'not_found',
  messageErrorCode: 'not_found',
  message: expect.any(String) as unknown,
}) as unknown;

describe('media plugin: files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('serves a master playlist as HLS, briefly cached, open to every origin', async () => {
    const res = await app.inject({ url: '/media/vod/match-1/master.m3u8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('public, max-age=2');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(res.body).toBe(readFileSync(join(demo, 'vod/match-1/master.m3u8'), 'utf8'));
    expect(res.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,.*RESOLUTION=426x240.*CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
  });

  it('serves media playlists, init sections and segments with their types and cache lifetimes', async () => {
    const playlist = await app.inject({ url: '/media/vod/match-1/r0/index.m3u8' });
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');

    const init = await app.inject({ url: '/media/vod/match-1/r0/init_0.mp4' });
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toBe('video/mp4');
    expect(init.headers['cache-control']).toBe(immutable);

    const segment = await app.inject({ url: '/media/vod/match-1/r0/seg-000.m4s' });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    expect(segment.headers['cache-control']).toBe(immutable);
    expect(segment.headers['accept-ranges']).toBe('bytes');
    expect(segment.rawPayload.equals(readFileSync(join(demo, 'vod/match-1/r0/seg-000.m4s')))).toBe(true);
  });

  it('lists the caption tracks in the match masters and serves their WebVTT segments', async () => {
    for (const asset of ['match-1', 'match-2', 'match-3']) {
      const master = await app.inject({ url: `/media/vod/${asset}/master.m3u8` });
      const media = master.body.split('\n').filter((l) => l.startsWith('#EXT-X-MEDIA:'));
      expect(media, asset).toHaveLength(3);
      expect(media.map((l) => /LANGUAGE="([^"]+)"/.exec(l)?.[1]), asset).toEqual(['en', 'de', 'fr']);
      for (const line of media) {
        expect(line).toMatch(/^#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="[^"]+",.*URI="subs-[a-z]{2}\/index\.m3u8"$/);
      }
      const streams = master.body.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
      for (const line of streams) expect(line, asset).toMatch(/,SUBTITLES="subs"$/);
    }

    const playlist = await app.inject({ url: '/media/vod/match-1/subs-en/index.m3u8' });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segments = playlist.body.split('\n').filter((l) => l.endsWith('.vtt'));
    // Segmented like the video (45 segments of 2 s), which the live channel relies on.
    expect(segments).toHaveLength(45);

    // match-1's first goal is at 22 s: segment 11 (22–24 s) carries it.
    const vtt = await app.inject({ url: '/media/vod/match-1/subs-en/seg-011.vtt' });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers['cache-control']).toBe(immutable);
    expect(vtt.headers['access-control-allow-origin']).toBe('*');
    expect(vtt.body).toBe(readFileSync(join(demo, 'vod/match-1/subs-en/seg-011.vtt'), 'utf8'));
    expect(vtt.body).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00\.000\n/);
    expect(vtt.body).toContain('00:00:22.000 --> 00:00:26.000\nGOAL! The home side score.');
    const german = await app.inject({ url: '/media/vod/match-1/subs-de/seg-011.vtt' });
    expect(german.body).toContain('TOR! Das Heimteam trifft.');
  });

  it('serves the panoramic views: a 32:9 master with two renditions, no caption group', async () => {
    const res = await app.inject({ url: '/media/vod/match-1-panorama/master.m3u8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const resolutions = [...res.body.matchAll(/RESOLUTION=(\d+)x(\d+)/g)].map((m) => Number(m[1]) / Number(m[2]));
    expect(resolutions).toHaveLength(2);
    for (const ratio of resolutions) expect(ratio).toBeCloseTo(32 / 9, 1);
    expect(res.body).not.toContain('#EXT-X-MEDIA');
    const segment = await app.inject({ url: '/media/vod/match-1-panorama/r1/seg-000.m4s' });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
  });

  it('serves asset and card posters as cacheable JPEG', async () => {
    for (const url of ['/media/vod/highlight-2/poster.jpg', '/media/posters/poster-8.jpg']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe(immutable);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    }
  });

  it('serves the demo VAST pre-roll, which points at a highlight master playlist', async () => {
    const res = await app.inject({ url: '/media/vast/preroll.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('skipoffset="00:00:05"');
    const media = /<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(res.body)?.[1];
    expect(media).toBe('/media/vod/highlight-2/master.m3u8');
    expect((await app.inject({ url: media! })).statusCode).toBe(200);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const file = readFileSync(join(demo, 'vod/match-2/r1/seg-003.m4s'));
    const res = await app.inject({ url: '/media/vod/match-2/r1/seg-003.m4s', headers: { range: 'bytes=100-1123' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-1123/${file.length}`);
    expect(res.headers['content-length']).toBe('1024');
    expect(res.rawPayload.equals(file.subarray(100, 1124))).toBe(true);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers an unsatisfiable range with 416, the file length and a wire error', async () => {
    const size = statSync(join(demo, 'vod/match-2/r1/seg-003.m4s')).size;
    const res = await app.inject({
      url: '/media/vod/match-2/r1/seg-003.m4s',
      headers: { range: `bytes=${size + 10}-${size + 20}` },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.json()).toMatchObject({
      error: 'range_not_satisfiable',
      messageErrorCode: 'range_not_satisfiable',
    });
  });

  it('revalidates with ETag and Last-Modified', async () => {
    const first = await app.inject({ url: '/media/posters/poster-1.jpg' });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await app.inject({
      url: '/media/posters/poster-1.jpg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers HEAD without a body and CORS preflight with the allowed methods', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/media/vod/match-1/r1/index.m3u8' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/media/vod/match-1/r1/seg-001.m4s',
      headers: { origin: 'https://tenant.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    expect(preflight.headers['access-control-allow-headers']).toContain('Range');
  });

  it('answers unknown files with a wire-format 404', async () => {
    for (const url of ['/media/vod/match-9/master.m3u8', '/media/posters/poster-99.jpg', '/media/images/none.svg', '/media/other']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.json()).toEqual(notFoundBody);
    }
  });

  it('never serves a file from outside the media folders', async () => {
    const secret = readFileSync(fileURLToPath(new URL('../../../../package.json', import.meta.url)), 'utf8');
    const neverTheFile = (url: string, body: string) => {
      expect(body, url).not.toContain('"workspaces"');
      expect(body, url).not.toContain('"assets"');
      expect(body, url).not.toBe(secret);
    };
    // Encoded separators keep the request under /media: the media routes must refuse it.
    const encoded = [
      '/media/vod/..%2f..%2fpackage.json',
      '/media/vod/..%2f..%2f..%2fpackage.json',
      '/media/vod/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
      '/media/vod/%252e%252e%252f%252e%252e%252fpackage.json',
      '/media/vod/match-1/..%5c..%5c..%5cpackage.json',
      '/media/posters/..%2f..%2fmanifest.json',
      '/media/vod/..%2fmanifest.json',
      '/media/images/..%2f..%2f..%2fpackage.json',
      '/media/vod/%00package.json',
    ];
    for (const url of encoded) {
      const res = await app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      neverTheFile(url, res.body);
      expect(res.json<{ error: string }>().error, url).toMatch(/^(not_found|validation_error)$/);
    }
    // Plain dot segments are resolved before routing and leave /media altogether.
    for (const url of ['/media/vod/%2e%2e/%2e%2e/%2e%2e/package.json', '/media/vod/match-1/../../../package.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      neverTheFile(url, res.body);
    }
  });
});

describe('media plugin: what lies on disk is not enough to be served', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-plugin-'));
    mkdirSync(join(dir, 'demo/images/clubs'), { recursive: true });
    writeFileSync(join(dir, 'demo/images/clubs/nor.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, 'demo/images/.secret.svg'), '<svg/>');
    writeFileSync(join(dir, 'demo/images/notes.txt'), 'private');
    app = await build({ mediaDir: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves images with a type and a policy that keeps SVG scripts inert', async () => {
    const res = await app.inject({ url: '/media/images/clubs/nor.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('hides dot files and file kinds that are not media', async () => {
    for (const url of ['/media/images/.secret.svg', '/media/images/notes.txt', '/media/images/clubs/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(notFoundBody);
    }
  });

  it('finds no live channel when the folder has no VOD assets', async () => {
    const res = await app.inject({ url: '/media/live/match-1/master.m3u8' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
  });
});

describe('media plugin: beside an app with its own not-found handler and page routes', () => {
  it('keeps the /media space to itself and leaves other paths to the app', async () => {
    const app = Fastify();
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ app: true }));
    app.get('/*', () => 'page');
    await app.register(mediaPlugin, { mediaDir });
    await app.ready();
    for (const url of ['/media/vod/nope.m3u8', '/media/elsewhere/file.jpg', '/media/', '/media/live/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(notFoundBody);
    }
    expect((await app.inject({ url: '/watch/1/' })).body).toBe('page');
    expect((await app.inject({ method: 'POST', url: '/elsewhere' })).json()).toEqual({ app: true });
    await app.close();
  });

  it('accepts a media folder given relative to the working folder', async () => {
    const app = await build({ mediaDir: relative(process.cwd(), mediaDir) || '.' });
    expect((await app.inject({ url: '/media/posters/poster-2.jpg' })).statusCode).toBe(200);
    await app.close();
  });
});
