// serveCall enforces what the contract declares: the auth mode before the input is read, the
// rate-limit class per tenant and address, and only the failures the call lists.
import { healthCall } from '@touchline/contract/calls/health';
import { resetPasswordCall } from '@touchline/contract/calls/user';
import Fastify from 'fastify';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitRules } from '../modules/auth/rate-limits';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';
import { AppError } from './app-error';
import { callLimiter } from './call-limits';
import { serializerCompiler, validatorCompiler } from './contract-schemas';
import errorPlugin from './error-plugin';
import { serveCall } from './serve-call';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CALL_RATE_LIMITS: 'on' });
});
afterAll(() => t.close());

const resetAttempt = (host: string, address = '127.0.0.1') =>
  t.app.inject({
    method: resetPasswordCall.method,
    url: resetPasswordCall.path,
    headers: { host },
    remoteAddress: address,
    payload: { token: 'not-a-reset-token', password: 'a long enough new password 1' },
  });

describe('serveCall', () => {
  it('refuses a required call without a token before reading its input', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/change_password',
      headers: { host: hosts.touchline },
      payload: { not: 'a valid body' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<WireError>().messageErrorCode).toBe('unauthorized');
  });

  it("answers a caller without a token with the call's own signed-out error, before its input", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { host: hosts.touchline },
      payload: { not: 'a valid body' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<WireError>().messageErrorCode).toBe('user_data_not_found');
  });

  it('answers 429 with Retry-After past the class limit, per tenant and address', async () => {
    const { points } = rateLimitRules.callCredentials;
    const address = '203.0.113.7';
    for (let i = 0; i < points; i += 1) {
      const response = await resetAttempt(hosts.touchline, address);
      expect(response.statusCode).toBe(401);
    }
    const refused = await resetAttempt(hosts.touchline, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<WireError>().messageErrorCode).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another tenant, and another address, still count from zero.
    expect((await resetAttempt(hosts.harbour, address)).statusCode).toBe(401);
    expect((await resetAttempt(hosts.touchline, '203.0.113.8')).statusCode).toBe(401);
  });
});

describe('callLimiter', () => {
  const request = (tenantId: string | null) =>
    ({ tenant: tenantId ? { id: tenantId } : null, ip: '198.51.100.1' }) as never;

  it('counts each call in its class, keyed by tenant and address', async () => {
    const counted: string[] = [];
    const limit = callLimiter({
      enabled: true,
      consume: (name, key) => {
        counted.push(`${name} ${key}`);
        return Promise.resolve();
      },
    });
    await limit(request('t1'), { method: 'GET' } as never);
    await limit(request('t1'), { method: 'POST' } as never);
    await limit(request('t2'), { method: 'POST', rateLimit: 'credentials' } as never);
    await limit(request(null), { method: 'GET' } as never);
    expect(counted).toEqual([
      'callRead t1:198.51.100.1',
      'callWrite t1:198.51.100.1',
      'callCredentials t2:198.51.100.1',
    ]);
  });

  it('counts nothing when turned off', async () => {
    let calls = 0;
    const limit = callLimiter({
      enabled: false,
      consume: () => {
        calls += 1;
        return Promise.resolve();
      },
    });
    await limit(request('t1'), { method: 'GET' } as never);
    expect(calls).toBe(0);
  });
});

describe('failures a call does not declare', () => {
  async function appFailingWith(error: AppError, strict: boolean) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler({ validate: strict }));
    await app.register(errorPlugin, {});
    app.decorate('strictContract', strict);
    app.decorate('consumeCallLimit', () => Promise.resolve());
    serveCall(app, healthCall, {
      tag: 'health',
      handler: () => {
        throw error;
      },
    });
    return app;
  }

  it('are a 500 in development and tests, so a test sees the gap in the contract', async () => {
    const app = await appFailingWith(new AppError('email_taken', 'taken'), true);
    const response = await app.inject({ method: 'GET', url: healthCall.path });
    expect(response.statusCode).toBe(500);
    expect(response.json<WireError>().messageErrorCode).toBe('internal_error');
    await app.close();
  });

  it('pass unchanged in production, and declared ones pass everywhere', async () => {
    const production = await appFailingWith(new AppError('email_taken', 'taken'), false);
    expect((await production.inject({ method: 'GET', url: healthCall.path })).statusCode).toBe(409);
    await production.close();
    const declared = await appFailingWith(AppError.notFound('gone'), true);
    expect((await declared.inject({ method: 'GET', url: healthCall.path })).statusCode).toBe(404);
    await declared.close();
  });
});
