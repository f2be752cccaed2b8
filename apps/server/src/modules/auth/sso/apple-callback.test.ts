import type { AuthAnswerAuthData } from '@touchline/contract/auth-answers';
import { tokenExchange } from '@touchline/contract/calls/auth';
import type { WireError } from '@touchline/contract/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../../db/schema';
import { hosts } from '../../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  type AccountsTestApp,
} from '../accounts-test-kit';
import { fullNameOf } from './apple-callback-routes';
import { newVerifier, startLocalProvider, type LocalProvider } from './local-oidc-provider';
import { expectedNonce } from './oidc';
import { localProviders } from './sso-test-kit';

// Apple is an OpenID issuer to the server; the local provider stands in for appleid.apple.com.
const appleClient = 'tv.touchline.web';
const appleRedirect = 'http://localhost:4320/auth/oauth2/callback/apple/';

let t: AccountsTestApp;
let idp: LocalProvider;

beforeAll(async () => {
  t = await createAccountsTestApp(localProviders);
  idp = await startLocalProvider([{ clientId: appleClient, redirectUris: [appleRedirect] }]);
  const sso = { apple: { issuer: idp.issuer, clientId: appleClient } };
  await t.database.db
    .update(tenants)
    .set({ settings: sql`${tenants.settings} || ${JSON.stringify({ sso })}::jsonb` })
    .where(eq(tenants.id, 'tn-touchline'));
  t.app.tenants.invalidate();
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** The nonce the portal keeps for the sign-in; Apple was sent its hash. */
const nonce = newVerifier();

async function appleIdToken(email: string) {
  const sub = `apple-${email}`;
  idp.people.set(sub, { sub, email, email_verified: true, name: '' });
  const verifier = newVerifier();
  const code = await idp.issueCode(appleClient, sub, appleRedirect, verifier, expectedNonce(nonce));
  return (await idp.redeem(appleClient, code, appleRedirect, verifier)).id_token;
}

/** Apple's page posting its form, as the browser sends it. */
const formPost = (fields: Record<string, string>, options: { url?: string; host?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: options.url ?? '/auth/oauth2/callback/apple/',
    headers: {
      host: options.host ?? hosts.touchline,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });

const fragmentOf = (location: string | undefined) => {
  const [path, fragment = ''] = (location ?? '').split('#');
  return { path, fields: Object.fromEntries(new URLSearchParams(fragment)) };
};

describe('POST /auth/oauth2/callback/apple (form_post)', () => {
  it('hands id token, state and full name to the callback page in the fragment only', async () => {
    const idToken = await appleIdToken('ana@apple.example');
    const user = JSON.stringify({
      name: { firstName: ' Ana ', lastName: 'Apple' },
      email: 'ana@apple.example',
    });
    const response = await formPost({
      id_token: idToken,
      code: 'c-apple-1',
      state: 'st-1',
      user,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const { path, fields } = fragmentOf(response.headers.location);
    expect(path).toBe('/auth/oauth2/callback/apple/');
    expect(fields).toEqual({ id_token: idToken, state: 'st-1', full_name: 'Ana Apple' });
    // The code is not passed on, and nothing travels in a query string.
    expect(response.headers.location).not.toContain('c-apple-1');
    expect(response.headers.location).not.toContain('?');

    // What the page hands the opener signs in: the id token plus the full name (spec §7).
    const { status, body } = await call<AuthAnswerAuthData>(t, {
      url: '/api/oauth2/token',
      address: freshAccount().address,
      body: {
        grant_type: tokenExchange.grantType,
        subject_token_type: tokenExchange.idToken,
        subject_issuer: 'apple',
        subject_token: fields.id_token,
        profile: { display_name: fields.full_name },
        device: { id: 'apple-web', name: 'Safari', os_name: '', os_version: '', app_version: '1' },
        strategy: 'refresh',
        nonce,
      },
    });
    expect(status).toBe(200);
    expect(body.auth_data.profile).toMatchObject({
      email: 'ana@apple.example',
      fullName: 'Ana Apple',
    });
  });

  it('answers the address without the trailing slash too, and later sign-ins without a name', async () => {
    const idToken = await appleIdToken('ben@apple.example');
    const response = await formPost(
      { id_token: idToken, state: 'st-2' },
      { url: '/auth/oauth2/callback/apple' },
    );
    expect(response.statusCode).toBe(303);
    expect(fragmentOf(response.headers.location).fields).toEqual({
      id_token: idToken,
      state: 'st-2',
    });
  });

  it('hands a cancellation over as an error with its state', async () => {
    const response = await formPost({ error: 'user_cancelled_authorize', state: 'st-3' });
    expect(response.statusCode).toBe(303);
    expect(fragmentOf(response.headers.location).fields).toEqual({
      error: 'user_cancelled_authorize',
      state: 'st-3',
    });
  });

  it.each([
    ['no id token and no error', { state: 'st' }],
    ['an id token that is not a JWT', { id_token: 'not-a-jwt', state: 'st' }],
    ['no state', { id_token: 'a.b.c' }],
    ['a state with foreign characters', { id_token: 'a.b.c', state: '<script>' }],
  ])('refuses %s with 400 in the wire format', async (_label, fields) => {
    const response = await formPost(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json<WireError>().error).toBe('validation_error');
    expect(response.headers.location).toBeUndefined();
  });

  it('refuses a tenant that does not offer apple', async () => {
    const response = await formPost({ id_token: 'a.b.c', state: 'st' }, { host: hosts.harbour });
    expect(response.statusCode).toBe(400);
    expect(response.json<WireError>()).toMatchObject({
      error: 'provider_not_supported',
      message: '"apple" auth provider not supported!',
    });
  });

  it('reads the full name from the user field leniently', () => {
    expect(fullNameOf(undefined)).toBeUndefined();
    expect(fullNameOf('not json')).toBeUndefined();
    expect(fullNameOf(JSON.stringify({ name: { firstName: 'Ana' } }))).toBe('Ana');
    expect(fullNameOf(JSON.stringify({ name: { firstName: ' ', lastName: '' } }))).toBeUndefined();
  });
});
