// A tenant created on one server process answers on its host from another at once (ADR 064): the
// creating process tells the others through Redis to forget their cached host lookups, which
// would otherwise keep answering the host with the default tenant for 30 seconds.
import { newTenantDefaults } from '@touchline/contract/calls/platform-tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { demoPlatformKey, loadConfig } from '../../config';
import { probeRedis, testRedisUrl } from '../../../test/redis-probe';
import { createTestApp, type TestApp } from '../../../test/test-app';

const redisUrl = testRedisUrl;
const unreachable = await probeRedis(redisUrl);
if (unreachable)
  console.warn(`Skipping the Redis tests: ${redisUrl} is unreachable (${unreachable})`);

describe.skipIf(unreachable !== null)('a new tenant across processes with Redis', () => {
  let a: TestApp;
  let b: App;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl });
    b = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', REDIS_URL: redisUrl }),
      db: a.database.appDb,
    });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const nameOn = async (app: App, host: string) =>
    (await app.inject({ method: 'GET', url: '/api/customer/config', headers: { host } })).json<{
      content: { name: string };
    }>().content.name;

  it("answers the new host on the other process without waiting for the cache's expiry", async () => {
    const slug = `relay${Date.now().toString(36)}`;
    const host = `${slug}.example.test`;
    // B has looked the host up before the tenant exists, and cached the default tenant for it.
    expect(await nameOn(b, host)).toBe('Touchline Sports');

    const created = await a.app.inject({
      method: 'POST',
      url: '/api/platform/tenants',
      headers: { host: 'localhost', 'x-platform-key': demoPlatformKey },
      payload: {
        ...newTenantDefaults,
        slug,
        hosts: [host],
        brand: { ...newTenantDefaults.brand, name: 'Relayed Club' },
      },
    });
    expect(created.statusCode).toBe(200);

    const deadline = Date.now() + 5_000;
    let name = await nameOn(b, host);
    while (name !== 'Relayed Club' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      name = await nameOn(b, host);
    }
    expect(name).toBe('Relayed Club');
  });
});
