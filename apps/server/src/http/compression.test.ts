// Answers written per request are compressed as the client accepts; small ones are not.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';
import { compressibleTypes } from './compression';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (encoding: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/event/list',
    headers: { host: hosts.touchline, 'accept-encoding': encoding },
    payload: { status: 'archived', size: 20 },
  });

describe('compression', () => {
  it('sends API answers in brotli or gzip, whichever the client accepts', async () => {
    const plain = await list('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('tags GET answers with an ETag of their body and answers 304 when it still holds', async () => {
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/api/customer/config',
        headers: { host: hosts.touchline, ...headers },
      });
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-z]+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another tenant's answer is another body, so another tag.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/customer/config',
      headers: { host: hosts.harbour, 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('leaves small answers as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: hosts.touchline, 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('covers pages, JSON and playlists, not video', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'application/vnd.apple.mpegurl',
      'application/problem+json',
    ])
      expect(compressibleTypes.test(type)).toBe(true);
    for (const type of ['video/mp2t', 'image/jpeg', 'video/mp4'])
      expect(compressibleTypes.test(type)).toBe(false);
  });
});
