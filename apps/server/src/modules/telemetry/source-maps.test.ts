// Error reports from the built portal are located in its sources through the build's hidden source
// maps, read from WEB_DIST on the server (SOURCE_MAPS stays off): the operator's error list reads
// `src/…:line:column`, while a frame naming any other file maps to nothing.
import { transformSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../../test/fake-web-dist';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';
import { demoOperatorKeys } from '../operator/operator-key';
import { createSourceMapper } from './source-maps';

// A module as the portal's sources hold it; the throw is on line 4, column 5.
const source = [
  'export function kickOff(score: number) {',
  '  const home = score + 1;',
  '  if (home > 2) {',
  "    throw new Error('offside');",
  '  }',
  '  return home;',
  '}',
].join('\n');
const chunk = 'assets/index-Sm4p.js';
// Vite's maps name sources relative to the chunk, as here.
const built = transformSync(source, {
  loader: 'ts',
  minify: true,
  sourcemap: 'external',
  sourcefile: '../../src/features/match/kick-off.ts',
});

/** Where the minified `throw` is, as a browser's stack says it: 1-based line and column. */
function thrownAt(code: string) {
  const index = code.indexOf('throw');
  const before = code.slice(0, index).split('\n');
  return { lineNumber: before.length, columnNumber: before.at(-1)!.length + 1 };
}

const dist = fakeWebDist('<!doctype html><html><head></head><body></body></html>', {
  [chunk]: built.code,
  [`${chunk}.map`]: built.map,
  'assets/broken-1.js.map': '{ not a map',
});
afterAll(() => dist.remove());

describe('createSourceMapper', () => {
  const mapper = createSourceMapper(dist.dir);

  it('maps a frame of a built chunk to its source file, line and column', async () => {
    const frame = { file: `https://portal.example/${chunk}?v=2`, ...thrownAt(built.code) };
    expect(await mapper(frame)).toEqual({
      file: 'src/features/match/kick-off.ts',
      lineNumber: 4,
      columnNumber: 5,
      method: null,
    });
  });

  it('maps nothing for another file, a path out of the assets folder or a broken map', async () => {
    const at = { lineNumber: 1, columnNumber: 1 };
    for (const file of [
      'https://portal.example/assets/missing-9.js',
      'https://portal.example/assets/../index.html',
      'https://portal.example/assets/..%2f..%2fpackage.json',
      'https://portal.example/assets/index-Sm4p.js.map',
      'https://portal.example/other/index-Sm4p.js',
      'https://portal.example/assets/broken-1.js',
      '::not a url::',
    ])
      expect(await mapper({ file, ...at }), file).toBeNull();
    expect(await mapper({ file: `https://portal.example/${chunk}` })).toBeNull();
    expect(await mapper(undefined)).toBeNull();
  });
});

describe('error groups of the built portal', () => {
  let t: TestApp;
  const key = '5f0c2a9e7b3d4c1a8e6f9b2d0a4c7e13';
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: dist.dir, SOURCE_MAPS: 'off' });
  });
  afterAll(() => t.close());

  it('are located in the sources, and the map itself is still not served', async () => {
    const frame = { file: `http://localhost:4320/${chunk}`, ...thrownAt(built.code) };
    const notify = await t.app.inject({
      method: 'POST',
      url: '/api/errors/notify',
      headers: { host: hosts.touchline, 'content-type': 'application/json' },
      payload: JSON.stringify({
        apiKey: key,
        payloadVersion: '4',
        events: [
          {
            exceptions: [{ errorClass: 'Error', message: 'offside', stacktrace: [frame] }],
            app: { version: 'map-test', releaseStage: 'production' },
          },
        ],
      }),
    });
    expect(notify.statusCode, notify.body).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/errors',
      headers: { host: hosts.touchline, 'x-operator-key': demoOperatorKeys.touchline! },
    });
    const group = list
      .json<{ content: { release: string; location: string }[] }>()
      .content.find((g) => g.release === 'map-test');
    expect(group?.location).toBe('src/features/match/kick-off.ts:4:5');

    const map = await t.app.inject({
      method: 'GET',
      url: `/${chunk}.map`,
      headers: { host: hosts.touchline, accept: '*/*' },
    });
    expect(map.statusCode).toBe(404);
  });
});
