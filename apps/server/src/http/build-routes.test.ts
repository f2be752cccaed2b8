import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../test/fake-web-dist';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';

const dist = fakeWebDist('<!doctype html><html><head></head><body></body></html>', {
  'build.json': JSON.stringify({ id: 'build-one', timestamp: 1_700_000_000_000 }),
});
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: hosts.touchline } });

/** Writes build.json as a deploy would, with a later modification time so it is read again. */
function deploy(content: string, secondsLater: number) {
  const file = join(dist.dir, 'build.json');
  writeFileSync(file, content);
  const at = new Date(Date.now() + secondsLater * 1000);
  utimesSync(file, at, at);
}

describe('build manifests', () => {
  it('names the running build, uncached, and describes only that build', async () => {
    const latest = await get('/builds/latest.json?1700000000001');
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-cache');
    expect(latest.json()).toEqual({ id: 'build-one', timestamp: 1_700_000_000_000 });

    const meta = await get('/builds/meta/build-one.json');
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toMatchObject({ id: 'build-one', matcher: {} });
    expect((await get('/builds/meta/build-two.json')).statusCode).toBe(404);
    expect((await get('/builds/meta/..%2Fbuild.json')).statusCode).toBe(404);
  });

  it('announces a new build written under the running server', async () => {
    deploy(JSON.stringify({ id: 'build-two', timestamp: 1_700_000_100_000 }), 10);
    expect((await get('/builds/latest.json')).json()).toMatchObject({ id: 'build-two' });
    expect((await get('/builds/meta/build-two.json')).statusCode).toBe(200);
    expect((await get('/builds/meta/build-one.json')).statusCode).toBe(404);
  });

  it('answers 404 rather than a bad id when the file is malformed', async () => {
    deploy('{"id":"<script>","timestamp":1}', 20);
    expect((await get('/builds/latest.json')).statusCode).toBe(404);
    deploy('not json', 30);
    expect((await get('/builds/latest.json')).statusCode).toBe(404);
  });
});
