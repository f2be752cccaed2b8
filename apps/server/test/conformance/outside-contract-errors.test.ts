// The routes outside the contract (media, build manifests, page payloads, unmatched addresses)
// fail in the same wire format as the calls, checked by the robustness suite's own judge
// (wireErrorProblem): the shape, a known code, the same messageErrorCode, and the one status the
// contract's table gives that code.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import { wireErrorProblem } from '../robustness/attempts';
import { createTestApp, hosts, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const segment = 'vod/match-2/r1/seg-000.m4s';
const segmentSize = () => statSync(join(repoRoot, 'media/demo', segment)).size;

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: () => Record<string, string>;
  payload?: string;
  /** The code the answer must carry. */
  code: string;
}

const cases: Case[] = [
  // Media (apps/server/src/media).
  { name: 'a missing media file', url: '/media/vod/no-such-match/master.m3u8', code: 'not_found' },
  {
    name: 'a range past the end of a file',
    url: `/media/${segment}`,
    headers: () => ({ range: `bytes=${segmentSize() + 10}-${segmentSize() + 20}` }),
    code: 'range_not_satisfiable',
  },
  {
    name: 'a live playlist with a bad dvr',
    url: '/media/live/match-1/master.m3u8?dvr=sometimes',
    code: 'validation_error',
  },
  { name: 'a missing live channel', url: '/media/live/no-such/master.m3u8', code: 'not_found' },
  {
    name: 'a missing clip asset',
    url: '/media/clip/no-such/0-1000/master.m3u8',
    code: 'not_found',
  },
  {
    name: 'a made-up signed playback address',
    url: '/media/t/not-a-token/vod/match-2/master.m3u8',
    code: 'forbidden',
  },
  { name: 'a NUL byte in a media address', url: '/media/vod/%00package.json', code: 'not_found' },
  { name: 'a media address that is no URL', url: '/media/vod/%E0%A4%A', code: 'validation_error' },
  // Infrastructure fetches (spec §7) with no portal built.
  { name: 'the latest build, none built', url: '/builds/latest.json?1', code: 'not_found' },
  { name: 'an unknown build', url: '/builds/meta/build-x.json', code: 'not_found' },
  { name: 'a page payload, no renderer', url: '/event/x/_payload.json', code: 'not_found' },
  // Addresses no route answers.
  { name: 'an unknown API path', url: '/api/no/such/call', code: 'not_found' },
  {
    name: 'a call with the wrong method',
    method: 'DELETE',
    url: '/api/event/list',
    code: 'method_not_allowed',
  },
  {
    name: 'an API address that is no URL',
    url: '/api/event/get_by_id/id/%E0%A4%A',
    code: 'validation_error',
  },
  {
    name: 'a body that is not JSON',
    method: 'POST',
    url: '/api/event/list',
    headers: () => ({ 'content-type': 'application/json' }),
    payload: '{"page": ',
    code: 'validation_error',
  },
  {
    name: 'a body in a media type no call reads',
    method: 'POST',
    url: '/api/event/list',
    headers: () => ({ 'content-type': 'application/xml' }),
    payload: '<list/>',
    code: 'unsupported_media_type',
  },
];

describe('answers outside the contract', () => {
  for (const c of cases) {
    it(`${c.name}: the wire format, its code at the contract's status`, async () => {
      const response = await t.app.inject({
        method: c.method ?? 'GET',
        url: c.url,
        headers: { host: hosts.touchline, ...c.headers?.() },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      const where = `${c.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(wireErrorProblem(response.statusCode, response.body), where).toBeNull();
      expect(response.json<{ error: string }>().error, where).toBe(c.code);
    });
  }
});
