import { channelProgram, programmeAt, type ChannelProgram } from '@touchline/contract/entities/epg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoEvents } from '../../db/seed/demo-events';
import { fixedDemoMedia } from '../../db/seed/demo-media';
import { demoTenants } from '../../db/seed/demo-tenants';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [touchline, harbour] = demoTenants as [(typeof demoTenants)[0], (typeof demoTenants)[0]];
const demoEvents = (tenant: typeof touchline) =>
  buildDemoEvents(
    { id: tenant.id, slug: tenant.slug, defaultCountry: tenant.settings.defaultCountry },
    tenant.catalog,
    t.seededAt,
    fixedDemoMedia(),
  ).events;

async function guide(url: string, host: string = hosts.touchline) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host } });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<ChannelProgram & Record<string, unknown>>(),
  };
}

describe('GET /api/event/epg/:id', () => {
  it('answers every demo channel a guide with a show on now and one next, at its epg address', async () => {
    for (const [tenant, host] of [
      [touchline, hosts.touchline],
      [harbour, hosts.harbour],
    ] as const) {
      const channels = demoEvents(tenant).filter((e) => e.status === 'channel');
      expect(channels.length).toBeGreaterThan(0);
      for (const channel of channels) {
        const { status, headers, body } = await guide(channel.epgUrl!, host);
        expect(status).toBe(200);
        expect(channelProgram.safeParse(body).success).toBe(true);
        expect(headers['cache-control']).toBe('public, max-age=60');
        const now = new Date();
        const current = programmeAt(body.entries, now)!;
        expect(current).toBeDefined();
        const next = body.entries[body.entries.indexOf(current) + 1];
        expect(next?.start).toBe(current.end);
        expect(Date.parse(body.entries[0]!.start)).toBeLessThan(now.getTime() - 3_600_000);
      }
    }
  });

  it('answers 404 with context event for a game that is not a channel', async () => {
    const game = demoEvents(touchline).find((e) => e.status === 'live')!;
    const { status, body } = await guide(`/api/event/epg/${game.id}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'not_found', context: 'event' });
  });

  it('answers 404 for another tenant\u2019s channel, leaking nothing', async () => {
    const channel = demoEvents(touchline).find((e) => e.status === 'channel')!;
    const { status, body } = await guide(channel.epgUrl!, hosts.harbour);
    expect(status).toBe(404);
    expect(body).not.toHaveProperty('entries');
  });

  it('answers 400 naming the field for a malformed id', async () => {
    const { status, body } = await guide('/api/event/epg/not%20an%20id');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'validation_error' });
    expect(JSON.stringify(body.fields)).toContain('id');
  });
});
