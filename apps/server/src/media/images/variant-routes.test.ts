// Responsive copies of images (ADR 055) through the whole app: made from the demo library's
// posters (and a paid game's alias of them) and from a tenant's uploaded poster, typed, cached for
// good and kept in the media store; refused for addresses that are not a copy's, for missing
// sources, for paths that try to leave the library, and for another tenant's upload.
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';
import { immutableCacheControl } from '../file-policy';

const demo = fileURLToPath(new URL('../../../../../media/demo', import.meta.url));
let t: TestApp;
let dataDir: string;
const upload = 'uploads/tn-touchline/job-variants1';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'touchline-variants-'));
  await mkdir(join(dataDir, 'media', upload), { recursive: true });
  await copyFile(join(demo, 'vod/match-1/poster.jpg'), join(dataDir, 'media', upload, 'poster.jpg'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, host: string = hosts.touchline) =>
  t.app.inject({ url, headers: { host } });

describe('image copies', () => {
  it('makes a demo poster’s copies in each format and width, typed and immutable', async () => {
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      for (const width of [320, 640]) {
        const response = await get(`/media/variants/${width}/posters/poster-1.jpg.${format}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['cache-control']).toBe(immutableCacheControl);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 9) / 16);
      }
    }
  });

  it('does not enlarge a source narrower than the width asked', async () => {
    // The demo posters are 640 wide.
    const response = await get('/media/variants/1280/posters/poster-2.jpg.webp');
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
  });

  it('keeps a copy in the media store and serves it from there', async () => {
    const url = '/media/variants/320/posters/poster-3.jpg.webp';
    const first = await get(url);
    const kept = join(dataDir, 'media', 'variants/demo/posters/poster-3.jpg.320.webp');
    expect((await readFile(kept)).equals(first.rawPayload)).toBe(true);
    // What the store holds is what is served: the copy is not made again.
    const marker = Buffer.from('kept copy');
    await writeFile(kept, marker);
    expect((await get(url)).rawPayload.equals(marker)).toBe(true);
  });

  it('serves a paid game’s alias from the asset’s folder', async () => {
    const response = await get('/media/variants/320/vod/paid-match-1/poster.jpg.avif');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    await expect(
      stat(join(dataDir, 'media', 'variants/demo/vod/match-1/poster.jpg.320.avif')),
    ).resolves.toBeTruthy();
  });

  it('answers 404 for a missing source, a width not offered and a file without copies', async () => {
    for (const url of [
      '/media/variants/640/posters/poster-99.jpg.avif',
      '/media/variants/500/posters/poster-1.jpg.avif',
      '/media/variants/0640/posters/poster-1.jpg.avif',
      '/media/variants/640/posters/poster-1.jpg.gif',
      '/media/variants/640/images/teams/ashford-athletic.svg.avif',
      '/media/variants/640/vod/match-1/master.m3u8.avif',
      '/media/variants/640/vast/preroll.xml.webp',
      '/media/variants/640/posters/poster-1.avif',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found' });
    }
  });

  it('refuses paths that try to leave the media library', async () => {
    for (const url of [
      '/media/variants/640/posters/../../../package.json.avif',
      '/media/variants/640/posters/%2e%2e/%2e%2e/%2e%2e/media/demo/posters/poster-1.jpg.avif',
      '/media/variants/640/posters/..%2f..%2fposters/poster-1.jpg.avif',
      '/media/variants/640/vod/%2e%2e/%2e%2e/%2e%2e/package.json.avif',
      '/media/variants/640/posters/.poster-1.jpg.avif',
      '/media/variants/640/%2fetc/hosts.jpg.webp',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('serves an upload’s copies on its tenant’s host only', async () => {
    const url = `/media/variants/320/${upload}/poster.jpg.webp`;
    const own = await get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    // Kept next to the upload's poster, in the tenant's own part of the store.
    await expect(stat(join(dataDir, 'media', upload, 'poster.jpg.320.webp'))).resolves.toBeTruthy();
    const other = await get(url, hosts.harbour);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'not_found' });
    // Nor another tenant's upload asked for by name on its own host.
    const climbing = await get(
      `/media/variants/320/uploads/tn-harbour/%2e%2e/tn-touchline/job-variants1/poster.jpg.webp`,
      hosts.harbour,
    );
    expect(climbing.statusCode).toBe(404);
  });
});
