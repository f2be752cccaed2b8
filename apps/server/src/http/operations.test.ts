// Operations (ADR 044): /metrics is readable by the operator only, and counts what it says it
// counts; request ids are unique and cannot be chosen by a client; /readyz says "not ready" once
// the process drains.
import { callName } from '@touchline/contract/all-calls';
import { eventListCall } from '@touchline/contract/calls/event-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';

const metricsToken = 'metrics-token-0123456789abcdef';
const outsider = '203.0.113.9';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let open: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  [open, guarded] = await Promise.all([
    createTestApp({ TRUSTED_PROXIES: '10.0.0.5' }),
    createTestApp({ METRICS_TOKEN: metricsToken }),
  ]);
});
afterAll(() => Promise.all([open?.close(), guarded?.close()]));

const scrape = (t: TestApp, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`))
        : false,
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const listLive = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/event/list',
    headers: { host: hosts.touchline },
    payload: { status: 'live', page: 0, size: 5 },
  });

describe('metrics without a token', () => {
  it('answers a loopback peer, with latency per contract call and cache lookups', async () => {
    expect((await listLive(open)).statusCode).toBe(200);
    expect((await listLive(open)).statusCode).toBe(200);
    const response = await scrape(open);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const call = callName(eventListCall);
    expect(
      sample(text, 'touchline_http_request_duration_seconds_count', { call, status: '2xx' }),
    ).toBe(2);
    expect(sample(text, 'touchline_answer_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(sample(text, 'touchline_answer_cache_lookups_total', { result: 'hit' })).toBe(1);
    for (const name of [
      'touchline_realtime_sockets',
      'touchline_http_open_connections',
      'touchline_playback_tokens_issued_total',
      'process_resident_memory_bytes',
    ])
      expect(text).toContain(`\n${name} `);
  });

  it('labels unknown addresses as one series, so a scanner cannot grow the label set', async () => {
    await open.app.inject({ url: '/no/such/address-1', headers: { host: hosts.touchline } });
    await open.app.inject({ url: '/no/such/address-2', headers: { host: hosts.touchline } });
    const text = (await scrape(open)).body;
    expect(text).not.toContain('address-1');
    expect(
      sample(text, 'touchline_http_request_duration_seconds_count', { call: 'unmatched' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('refuses a peer that is not loopback, and a request a proxy forwarded', async () => {
    expect((await scrape(open, {}, outsider)).statusCode).toBe(404);
    // A proxy on the same machine: loopback peer, but the client is elsewhere.
    expect((await scrape(open, { 'x-forwarded-for': outsider })).statusCode).toBe(404);
    expect((await scrape(open, { forwarded: `for=${outsider}` })).statusCode).toBe(404);
    // Even a trusted proxy's forwarded request: metrics are not for the public behind it.
    expect((await scrape(open, { 'x-forwarded-for': outsider }, '10.0.0.5')).statusCode).toBe(404);
  });
});

describe('metrics with METRICS_TOKEN', () => {
  it('answers the bearer of the token, from anywhere', async () => {
    const response = await scrape(guarded, { authorization: `Bearer ${metricsToken}` }, outsider);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('touchline_http_request_duration_seconds');
  });

  it('refuses no token, a wrong one and the right one in another scheme, even from loopback', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${metricsToken}x`,
      `Bearer ${metricsToken.slice(0, -1)}`,
      `Basic ${metricsToken}`,
    ]) {
      const response = await scrape(guarded, authorization ? { authorization } : {});
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('touchline_');
    }
  });
});

describe('request ids', () => {
  it('gives every answer a UUID of its own', async () => {
    const [a, b] = await Promise.all([listLive(open), listLive(open)]);
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(b.headers['x-request-id']).toMatch(uuid);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps a trusted proxy's id and replaces a client's own", async () => {
    const id = 'proxy-4f1c9a.77';
    const viaProxy = await open.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': id },
      remoteAddress: '10.0.0.5',
    });
    expect(viaProxy.headers['x-request-id']).toBe(id);
    const fromClient = await open.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': id },
      remoteAddress: outsider,
    });
    expect(fromClient.headers['x-request-id']).toMatch(uuid);
    const malformed = await open.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nforged log line' },
      remoteAddress: '10.0.0.5',
    });
    expect(malformed.headers['x-request-id']).toMatch(uuid);
  });
});

describe('readiness while draining', () => {
  it('answers 503 draining once shutdown began, while liveness still answers', async () => {
    guarded.app.lifecycle.draining = true;
    try {
      const ready = await guarded.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        draining: true,
        checks: { database: 'ok', redis: 'disabled' },
      });
      expect((await guarded.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      guarded.app.lifecycle.draining = false;
    }
  });
});
