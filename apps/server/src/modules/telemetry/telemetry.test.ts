import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';
import { demoOperatorKeys } from '../operator/operator-key';

let t: TestApp;
const asOperator = { 'x-operator-key': demoOperatorKeys.touchline! };

beforeAll(async () => {
  t = await createTestApp({ TELEMETRY_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const touchlineErrorKey = '5f0c2a9e7b3d4c1a8e6f9b2d0a4c7e13';

const postBatch = (
  batch: unknown[],
  { host = hosts.touchline, writeKey = 'touchline-web' }: { host?: string; writeKey?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/b',
    headers: { host, 'content-type': 'text/plain', authorization: basic(writeKey) },
    payload: JSON.stringify({ writeKey, batch, sentAt: new Date().toISOString() }),
  });

const track = (event: string, properties: Record<string, unknown>, anonymousId = 'anon-1') => ({
  type: 'track',
  event,
  anonymousId,
  properties,
  timestamp: new Date().toISOString(),
  messageId: `m-${Math.random()}`,
});

const today = () => new Date().toISOString().slice(0, 10);

describe('analytics batches', () => {
  it('stores a batch of the tenant and reports daily viewers, plays and watch time per event', async () => {
    const answer = await postBatch([
      { type: 'page', anonymousId: 'anon-1', properties: { path: '/' } },
      track('Video Playback Started', { eventId: 'ev-report-1' }),
      track('Video Playback Paused', { eventId: 'ev-report-1', watchedSeconds: 42.5 }),
      track('Video Playback Started', { eventId: 'ev-report-1' }, 'anon-2'),
      track('Video Playback Started', { eventId: 'ev-report-2' }, 'anon-2'),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });

    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/daily?from=${today()}&to=${today()}`,
      headers: { host: hosts.touchline, ...asOperator },
    });
    expect(report.statusCode).toBe(200);
    const rows = report.json<{ content: { eventId: string }[] }>().content;
    expect(rows.find((row) => row.eventId === 'ev-report-1')).toEqual({
      day: today(),
      eventId: 'ev-report-1',
      viewers: 2,
      plays: 2,
      watchSeconds: 42.5,
    });
    expect(rows.find((row) => row.eventId === 'ev-report-2')).toMatchObject({ plays: 1 });
  });

  it('refuses a write key that is not the tenant’s, and keeps tenants apart', async () => {
    const wrongKey = await postBatch([track('Video Playback Started', { eventId: 'ev-x' })], {
      writeKey: 'harbour-web',
    });
    expect(wrongKey.statusCode).toBe(403);
    // Harbour's own key on Harbour's host is fine, and Touchline's report does not see it.
    const harbour = await postBatch([track('Video Playback Started', { eventId: 'ev-harbour' })], {
      host: hosts.harbour,
      writeKey: 'harbour-web',
    });
    expect(harbour.statusCode).toBe(200);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/daily?from=${today()}&to=${today()}`,
      headers: { host: hosts.touchline, ...asOperator },
    });
    const ids = report.json<{ content: { eventId: string }[] }>().content.map((r) => r.eventId);
    expect(ids).not.toContain('ev-harbour');
  });

  it('refuses malformed batches, oversized bodies and an unauthenticated report', async () => {
    expect((await postBatch([])).statusCode).toBe(400);
    expect((await postBatch([{ type: 'explode' }])).statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/b',
      headers: { host: hosts.touchline, 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await postBatch([
      track('Video Playback Started', { eventId: 'ev-big', padding: 'x'.repeat(70_000) }),
    ]);
    expect(huge.statusCode).toBe(413);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/daily?from=${today()}&to=${today()}`,
      headers: { host: hosts.touchline },
    });
    expect(anonymous.statusCode).toBe(401);
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/daily?from=2026-02-02&to=2026-01-01',
      headers: { host: hosts.touchline, ...asOperator },
    });
    expect(reversed.statusCode).toBe(400);
  });
});

const notify = (
  events: unknown[],
  { host = hosts.touchline, key = touchlineErrorKey }: { host?: string; key?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/errors/notify',
    headers: { host, 'content-type': 'application/json', 'bugsnag-api-key': key },
    payload: JSON.stringify({ apiKey: key, payloadVersion: '4', events }),
  });

const serverError = (release: string) => ({
  exceptions: [
    {
      errorClass: 'HttpError',
      message: 'Internal Server Error',
      stacktrace: [
        { file: 'http://localhost:4320/assets/index-abc.js?v=1', lineNumber: 3, columnNumber: 7 },
      ],
    },
  ],
  app: { version: release, releaseStage: 'production' },
  metaData: {
    response: {
      status: 500,
      statusText: 'Internal Server Error',
      url: '/api/event/list',
      headers: {},
    },
    form: { password: 'hunter2' },
  },
});

describe('error reports', () => {
  it('groups reports by error and release, with the last status and URL', async () => {
    expect((await notify([serverError('1.0.0'), serverError('1.0.0')])).statusCode).toBe(200);
    expect((await notify([serverError('1.0.1')])).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/errors',
      headers: { host: hosts.touchline, ...asOperator },
    });
    expect(list.statusCode).toBe(200);
    const groups = list.json<{ content: { release: string; count: number }[] }>().content;
    expect(groups.find((g) => g.release === '1.0.0')).toMatchObject({
      errorClass: 'HttpError',
      count: 2,
      lastStatus: 500,
      lastUrl: '/api/event/list',
      location: '/assets/index-abc.js:3:7',
    });
    expect(groups.find((g) => g.release === '1.0.1')).toMatchObject({ count: 1 });
    expect(list.body).not.toContain('hunter2');
  });

  it('refuses another tenant’s key, bad payloads and the sessions of a wrong key', async () => {
    expect(
      (await notify([serverError('1')], { key: '9d41b7c06e2f4a85b3c1d7e09f6a2b48' })).statusCode,
    ).toBe(403);
    expect((await notify([serverError('1')], { host: hosts.harbour })).statusCode).toBe(403);
    expect((await notify([])).statusCode).toBe(400);
    expect((await notify([{ exceptions: [] }])).statusCode).toBe(400);
    const sessions = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/errors/sessions',
        headers: {
          host: hosts.touchline,
          'content-type': 'application/json',
          'bugsnag-api-key': key,
        },
        payload: JSON.stringify({ sessions: [{ id: 's1', startedAt: new Date().toISOString() }] }),
      });
    expect((await sessions(touchlineErrorKey)).statusCode).toBe(200);
    expect((await sessions('0'.repeat(32))).statusCode).toBe(403);
  });
});

describe('telemetry budget', () => {
  it('answers 429 with Retry-After once an address has used its minute', async () => {
    const limited = await createTestApp({ TELEMETRY_PER_MINUTE: '2' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/errors/sessions',
          headers: {
            host: hosts.touchline,
            'content-type': 'application/json',
            'bugsnag-api-key': touchlineErrorKey,
          },
          payload: '{}',
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
