// Media served from an S3 bucket (ADR 047): with S3_* configured, /media/uploads/… reads the
// bucket of the loopback S3 server, with the same content types, cache lifetimes, validators and
// ranges as files from disk, and failures in the wire format (a failing bucket: 503, retry). A
// tenant's host reads only that tenant's keys, and a signed address with a bad token is refused
// before the bucket is asked.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Env, startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';
import { immutableCacheControl, playlistCacheControl, playlistContentType } from '../file-policy';

let s3: S3TestServer;
let t: TestApp;
let dataDir: string;
const segment = randomBytes(1000);
const base = '/media/uploads/tn-touchline/job-s3test1';
const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nr0/index.m3u8\n';

function put(key: string, body: Buffer | string, contentType: string) {
  s3.objects.set(key, {
    body: Buffer.from(body),
    contentType,
    etag: `"${key.length.toString(16)}-etag"`,
    lastModified: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
  });
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  dataDir = await mkdtemp(join(tmpdir(), 'touchline-s3-media-'));
  t = await createTestApp({ ...s3Env(s3), DATA_DIR: dataDir });
  put('uploads/tn-touchline/job-s3test1/master.m3u8', master, playlistContentType);
  put('uploads/tn-touchline/job-s3test1/r0/seg-000.m4s', segment, 'video/iso.segment');
  put('uploads/tn-harbour/job-harbour1/master.m3u8', master, playlistContentType);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, host: string = hosts.touchline) =>
  t.app.inject({ url, headers: { host, ...headers } });

describe('media from a bucket', () => {
  it('serves a VOD playlist with the playlist type and short cache lifetime', async () => {
    const response = await get(`${base}/master.m3u8`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(master);
    expect(response.headers['content-type']).toBe(playlistContentType);
    expect(response.headers['cache-control']).toBe(playlistCacheControl);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(s3.calls).toContain('GET uploads/tn-touchline/job-s3test1/master.m3u8');
  });

  it('serves a segment whole, immutable, with its validators', async () => {
    const response = await get(`${base}/r0/seg-000.m4s`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(segment)).toBe(true);
    expect(response.headers['content-type']).toBe('video/iso.segment');
    expect(response.headers['cache-control']).toBe(immutableCacheControl);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers.etag).toBe('"2f-etag"');
    expect(response.headers['last-modified']).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    const again = await get(`${base}/r0/seg-000.m4s`, { 'if-none-match': '"2f-etag"' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a byte range with 206, a suffix range, and 416 in the wire format past the end', async () => {
    const part = await get(`${base}/r0/seg-000.m4s`, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(segment.subarray(100, 200))).toBe(true);
    expect(s3.calls).toContain('GET uploads/tn-touchline/job-s3test1/r0/seg-000.m4s');

    const tail = await get(`${base}/r0/seg-000.m4s`, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.equals(segment.subarray(990))).toBe(true);

    const past = await get(`${base}/r0/seg-000.m4s`, { range: 'bytes=5000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    expect(past.json()).toMatchObject({
      error: 'range_not_satisfiable',
      messageErrorCode: 'range_not_satisfiable',
    });
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: `${base}/r0/seg-000.m4s`,
      headers: { host: hosts.touchline },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.body).toBe('');
  });

  it('answers a missing object with 404 in the wire format', async () => {
    const response = await get(`${base}/r0/seg-999.m4s`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ error: 'not_found', messageErrorCode: 'not_found' });
  });

  it('answers 503 in the wire format while the bucket fails, and serves again once it is back', async () => {
    s3.failing = true;
    try {
      const response = await get(`${base}/r0/seg-000.m4s`);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ error: 'service_unavailable' });
    } finally {
      s3.failing = false;
    }
    expect((await get(`${base}/r0/seg-000.m4s`)).statusCode).toBe(200);
  });

  it('serves a tenant’s keys on its own host only, and never asks the bucket for another’s', async () => {
    expect((await get('/media/uploads/tn-harbour/job-harbour1/master.m3u8', {}, hosts.harbour)).statusCode).toBe(200);
    const before = s3.calls.length;
    for (const url of [
      // Harbour's recording asked for on Touchline's host, and the other way round.
      '/media/uploads/tn-harbour/job-harbour1/master.m3u8',
      // Keys outside the uploads area, or made to climb out of it.
      '/media/uploads/tn-touchline/../tn-harbour/job-harbour1/master.m3u8',
      '/media/uploads/tn-touchline/%2e%2e/tn-harbour/job-harbour1/master.m3u8',
      '/media/uploads/tn-touchline/job-s3test1/.hidden.m3u8',
      '/media/uploads/tn-touchline/job-s3test1/notes.txt',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found' });
    }
    const touchlineOnHarbour = await get(`${base}/master.m3u8`, {}, hosts.harbour);
    expect(touchlineOnHarbour.statusCode).toBe(404);
    expect(s3.calls.slice(before)).toEqual([]);
  });

  it('plays through a signed address, and refuses a bad token before asking the bucket', async () => {
    const grant = { tenantId: 'tn-touchline', eventId: 'e-upload', sessionId: 's-1', country: 'GB' };
    const signed = t.app.playbackSigner.sign(`${base}/master.m3u8`, grant)!;
    expect(signed).toMatch(/^\/media\/t\/[\w-]+\.[\w-]+\/uploads\/tn-touchline\/job-s3test1\/master\.m3u8$/);
    expect((await get(signed)).statusCode).toBe(200);
    const segmentAddress = signed.replace('master.m3u8', 'r0/seg-000.m4s');
    const ranged = await get(segmentAddress, { range: 'bytes=0-9' });
    expect(ranged.statusCode).toBe(206);

    const before = s3.calls.length;
    const [, , , token] = signed.split('/');
    const forged = signed.replace(token!, `${token!.split('.')[0]}.${Buffer.alloc(32).toString('base64url')}`);
    // Another recording of the same tenant with this recording's token, and a demo asset of the
    // same name: a recording's token opens that recording only.
    const otherAsset = signed.replace('job-s3test1', 'job-s3test2');
    const demoRoot = signed.replace('/uploads/tn-touchline/', '/vod/');
    for (const url of [forged, otherAsset, demoRoot])
      expect((await get(url)).statusCode, url).toBe(403);
    // The token is Touchline's: on Harbour's host it opens nothing.
    expect((await get(signed, {}, hosts.harbour)).statusCode).toBe(403);
    expect(s3.calls.slice(before)).toEqual([]);
  });
});
