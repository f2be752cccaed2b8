import type { TokenRefreshAnswer } from '@touchline/contract/auth-answers';
import { tokenExchange } from '@touchline/contract/calls/auth';
import type { WireError } from '@touchline/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../db/schema-accounts';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
} from './accounts-test-kit';
import { tokenHash } from './secrets';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const refreshBody = (token: string) => ({
  grant_type: tokenExchange.grantType,
  subject_token_type: tokenExchange.refreshToken,
  subject_token: token,
});
const exchange = (token: string, host: string = hosts.touchline) =>
  call<TokenRefreshAnswer & WireError>(t, {
    url: '/api/oauth2/token',
    body: refreshBody(token),
    host,
  });
const profile = (token: string, host: string = hosts.touchline) =>
  call<WireError>(t, { method: 'GET', url: '/api/user/get_profile', token, host });

async function signedIn() {
  const account = freshAccount();
  await registerAccount(t, account);
  const content = await loginAs(t, account);
  return {
    account,
    access: content.tokenData.access_token,
    refresh: content.tokenData.refresh_token!,
  };
}

describe('POST /api/oauth2/token (refresh)', () => {
  it('rotates: a new pair is answered and the new access token works', async () => {
    const { refresh } = await signedIn();
    const first = await exchange(refresh);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['expires_in', 'refresh_token', 'token']);
    expect(first.body.expires_in).toBe(900);
    expect(first.body.refresh_token).not.toBe(refresh);
    expect((await profile(first.body.token)).status).toBe(200);
    const second = await exchange(first.body.refresh_token);
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { refresh, access } = await signedIn();
    const rotated = await exchange(refresh);
    expect(rotated.status).toBe(200);
    const replay = await exchange(refresh);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('expired_session_error');
    // The legitimate holder's newer tokens are dead too: access and refresh.
    expect((await exchange(rotated.body.refresh_token)).status).toBe(401);
    expect((await profile(rotated.body.token)).status).toBe(401);
    expect((await profile(access)).status).toBe(401);
    // The device is still listed, so its check answers an expired session (401), not a removed
    // device: the client asks to sign in again rather than saying the device is not allowed.
    const check = await call<WireError>(t, {
      url: '/api/user/check_current_device',
      token: access,
      body: { device_id: 'device-a', device_name: 'Chrome on Linux', register_new: 'no_register' },
    });
    expect(check.status).toBe(401);
    expect(check.body.error).toBe('invalid_token');
  });

  it('refuses an unknown token, and a token of another tenant without touching its session', async () => {
    expect((await exchange('x'.repeat(43))).status).toBe(401);
    const { refresh } = await signedIn();
    const elsewhere = await exchange(refresh, hosts.harbour);
    expect(elsewhere.status).toBe(401);
    expect((await exchange(refresh)).status).toBe(200);
  });

  it('ends a token unused for the idle time and a family past its absolute end', async () => {
    const idle = await signedIn();
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, tokenHash(idle.refresh)));
    expect((await exchange(idle.refresh)).status).toBe(401);

    const old = await signedIn();
    const [row] = await t.database.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash(old.refresh)));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.sessionId));
    expect((await exchange(old.refresh)).status).toBe(401);
  });

  it('keeps new refresh tokens within 7 days idle and the 30-day family', async () => {
    const { refresh } = await signedIn();
    const answer = await exchange(refresh);
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash(answer.body.refresh_token)));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('accepts every field spec §3 lists for a token exchange, and refuses others', async () => {
    const { refresh } = await signedIn();
    const specFields = {
      subject_issuer: 'touchline',
      requested_token_type: tokenExchange.accessToken,
      device: { id: 'device-a', name: 'Chrome', os_name: '', os_version: '', app_version: '1.0.0' },
      strategy: 'refresh',
      profile: { display_name: 'Ana Viewer' },
    };
    const full = await call<TokenRefreshAnswer & WireError>(t, {
      url: '/api/oauth2/token',
      body: { ...refreshBody(refresh), ...specFields },
    });
    expect(full.status).toBe(200);
    expect(full.headers['cache-control']).toBe('no-store');
    const unknown = await call<WireError>(t, {
      url: '/api/oauth2/token',
      body: { ...refreshBody(full.body.refresh_token), code_verifier: 'v'.repeat(43) },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('validation_error');
  });

  it('names the field of bad input', async () => {
    const { status, body } = await call<WireError>(t, {
      url: '/api/oauth2/token',
      body: {
        grant_type: 'password',
        subject_token_type: tokenExchange.refreshToken,
        subject_token: 'x',
      },
    });
    expect(status).toBe(400);
    expect(body.fields?.[0]?.path).toBe('grant_type');
  });
});

describe('access tokens', () => {
  it('are refused on another tenant', async () => {
    const { access } = await signedIn();
    const { status, body } = await profile(access, hosts.harbour);
    expect(status).toBe(401);
    expect(body.error).toBe('invalid_token');
  });

  it('are refused when missing, malformed or tampered with', async () => {
    const { access } = await signedIn();
    expect(
      (await call<WireError>(t, { method: 'GET', url: '/api/user/get_profile' })).body.error,
    ).toBe('unauthorized');
    expect((await profile('not-a-jwt')).status).toBe(401);
    const [head, payload, signature] = access.split('.');
    const forged = Buffer.from(payload!, 'base64url')
      .toString()
      .replace(/"aud":"[^"]+"/, '"aud":"tn-harbour"');
    expect(
      (
        await profile(
          `${head}.${Buffer.from(forged).toString('base64url')}.${signature}`,
          hosts.harbour,
        )
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/user/logout', () => {
  it('ends the access token at once and revokes the refresh family', async () => {
    const { access, refresh } = await signedIn();
    expect((await profile(access)).status).toBe(200);
    const out = await call(t, { url: '/api/user/logout', token: access });
    expect(out).toMatchObject({ status: 200, body: { content: { success: true } } });
    expect((await profile(access)).status).toBe(401);
    expect((await exchange(refresh)).status).toBe(401);
  });

  it('leaves the other devices signed in', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const a = await loginAs(t, account, 'device-a');
    const b = await loginAs(t, account, 'device-b');
    await call(t, { url: '/api/user/logout', token: a.tokenData.access_token });
    expect((await profile(b.tokenData.access_token)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await call(t, { url: '/api/user/logout' })).status).toBe(401);
  });
});
