import { tokenExchange } from '@touchline/contract/calls/auth';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsTestApp, type AccountsTestApp } from '../accounts-test-kit';
import { newVerifier, type LocalProvider } from './local-oidc-provider';
import { expectedNonce } from './oidc';
import {
  addPerson,
  codeExchange as kitCodeExchange,
  exchange as kitExchange,
  googleTokens,
  ifaRedirect,
  localProviders,
  newNonce,
  startSsoProvider,
} from './sso-test-kit';

let t: AccountsTestApp;
let idp: LocalProvider;
let graph: Server;

/** Graph API answers for one app: valid user tokens are `fb-token-{user id}`. */
function startGraph(appId: string, appSecret: string) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const userOf = (token: string | null) => /^fb-token-(\d+)$/.exec(token ?? '')?.[1];
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`)
        return send(400, { error: { message: 'Invalid OAuth access token' } });
      const user = userOf(url.searchParams.get('input_token'));
      return send(200, {
        data: user ? { is_valid: true, app_id: appId, user_id: user } : { is_valid: false },
      });
    }
    const user = userOf(url.searchParams.get('access_token'));
    if (!user || url.pathname !== `/${user}`) return send(400, { error: { message: 'bad token' } });
    return send(200, { id: user, name: ' Fan On Facebook ', email: `fb${user}@facebook.example` });
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  t = await createAccountsTestApp(localProviders);
  graph = await startGraph('fb-app', 'fb-secret');
  const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
  idp = await startSsoProvider(t, {
    sso: { facebook: { graphUrl, appId: 'fb-app' } },
    secrets: { facebookAppSecret: 'fb-secret' },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
  graph.closeAllConnections();
  await new Promise((resolve) => graph.close(resolve));
});

const person = (overrides: Parameters<typeof addPerson>[1] = {}) => addPerson(idp, overrides);
const exchange = (body: Record<string, unknown>, host?: string) => kitExchange(t, body, host);
const codeExchange = (sub: string, verifier = newVerifier(), sentVerifier = verifier) =>
  kitCodeExchange(t, idp, sub, { verifier, sentVerifier });

describe('single sign-on with the federation provider (authorization code + PKCE)', () => {
  it('creates the account on first sign-in and answers form two with isRegister', async () => {
    const fan = person();
    const { status, body } = await codeExchange(fan.sub);
    expect(status).toBe(200);
    expect(body.auth_data.isRegister).toBe(true);
    expect(body.auth_data.device_error).toBe(false);
    expect(body.auth_data.profile).toMatchObject({ email: fan.email, fullName: fan.name.trim() });
    expect(body.auth_data.devices.map((d) => [d.deviceId, d.isCurrent])).toEqual([
      ['sso-device', true],
    ]);
    expect(body.expires_in).toBe(900);
    expect(typeof body.refresh_token).toBe('string');
    const me = await call(t, { method: 'GET', url: '/api/user/get_profile', token: body.token });
    expect(me.status).toBe(200);

    const again = await codeExchange(fan.sub);
    expect(again.body.auth_data.isRegister).toBe(false);
    expect(again.body.auth_data.profile.id).toBe(body.auth_data.profile.id);
  });

  it('fails with the provider’s reason when the PKCE verifier does not match', async () => {
    const fan = person();
    const { status, body } = await codeExchange(fan.sub, newVerifier(), newVerifier());
    expect(status).toBe(401);
    expect(body.error).toBe('login_failed');
    expect(body.message).toMatch(/^Login Failed: /);
  });

  it('refuses a code replayed after use and a redirect URI the tenant does not list', async () => {
    const fan = person();
    const verifier = newVerifier();
    const code = await idp.issueCode('touchline-ifa', fan.sub, ifaRedirect, verifier);
    const body = {
      subject_token_type: tokenExchange.authorizationCode,
      subject_issuer: 'ifa',
      subject_token: code,
      code_verifier: verifier,
      redirect_uri: ifaRedirect,
    };
    expect((await exchange(body)).status).toBe(200);
    expect((await exchange(body)).status).toBe(401);
    const elsewhere = await exchange({ ...body, redirect_uri: 'https://evil.example/cb' });
    expect(elsewhere.status).toBe(400);
  });

  it('refuses an id token whose nonce is not the one the client sent', async () => {
    const fan = person();
    const { status, body } = await kitCodeExchange(t, idp, fan.sub, { sentNonce: newNonce() });
    expect(status).toBe(401);
    expect(body.error).toBe('login_failed');
  });
});

describe('single sign-on with google-style id tokens (JWKS)', () => {
  it('verifies the id token through the issuer JWKS and prefers the sent display name, trimmed', async () => {
    const fan = person();
    const nonce = newNonce();
    const { id_token } = await googleTokens(idp, fan.sub, nonce);
    const { status, body } = await exchange({
      subject_token_type: tokenExchange.idToken,
      subject_issuer: 'google',
      subject_token: id_token,
      profile: { display_name: '  Chosen Name ' },
      nonce,
    });
    expect(status).toBe(200);
    expect(body.auth_data.profile).toMatchObject({ email: fan.email, fullName: 'Chosen Name' });
    expect(body.auth_data.isRegister).toBe(true);
  });

  it('accepts a google access token through the userinfo endpoint', async () => {
    const fan = person();
    const { access_token } = await googleTokens(idp, fan.sub);
    const { status, body } = await exchange({
      subject_token_type: tokenExchange.accessToken,
      subject_issuer: 'google',
      subject_token: access_token,
    });
    expect(status).toBe(200);
    expect(body.auth_data.profile.email).toBe(fan.email);
  });

  it('refuses a tampered id token and one issued for another client', async () => {
    const fan = person();
    const nonce = newNonce();
    const { id_token } = await googleTokens(idp, fan.sub, nonce);
    const [h, p, s] = id_token.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -4)}AAAA`;
    const bad = await exchange({
      subject_token_type: tokenExchange.idToken,
      subject_issuer: 'google',
      subject_token: tampered,
      nonce,
    });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('login_failed');

    const ifaVerifier = newVerifier();
    const ifaCode = await idp.issueCode(
      'touchline-ifa',
      fan.sub,
      ifaRedirect,
      ifaVerifier,
      expectedNonce(nonce),
    );
    const { id_token: forIfa } = await idp.redeem(
      'touchline-ifa',
      ifaCode,
      ifaRedirect,
      ifaVerifier,
    );
    const wrongAudience = await exchange({
      subject_token_type: tokenExchange.idToken,
      subject_issuer: 'google',
      subject_token: forIfa,
      nonce,
    });
    expect(wrongAudience.status).toBe(401);
  });

  it('refuses an id token replayed without its nonce, with another nonce, or minted without one', async () => {
    const fan = person();
    const nonce = newNonce();
    const { id_token } = await googleTokens(idp, fan.sub, nonce);
    const idToken = {
      subject_token_type: tokenExchange.idToken,
      subject_issuer: 'google',
      subject_token: id_token,
    };
    // The nonce claim is in the token for anyone to read; it is the hash of what must be sent.
    const claimed = JSON.parse(Buffer.from(id_token.split('.')[1]!, 'base64url').toString()) as {
      nonce: string;
    };
    for (const sent of [undefined, newNonce(), claimed.nonce]) {
      const { status, body } = await exchange({ ...idToken, ...(sent ? { nonce: sent } : {}) });
      expect(status).toBe(401);
      expect(body.error).toBe('login_failed');
    }
    const { id_token: bare } = await googleTokens(idp, fan.sub);
    expect((await exchange({ ...idToken, subject_token: bare, nonce })).status).toBe(401);
    expect((await exchange({ ...idToken, nonce })).status).toBe(200);
  });
});

describe('apple and facebook', () => {
  it('signs in with an apple id token and the full name the client sends', async () => {
    const fan = person({ name: '' });
    const nonce = newNonce();
    const { id_token } = await googleTokens(idp, fan.sub, nonce);
    const { status, body } = await exchange({
      subject_token_type: tokenExchange.idToken,
      subject_issuer: 'apple',
      subject_token: id_token,
      profile: { display_name: ' Ana  Apple ' },
      nonce,
    });
    expect(status).toBe(200);
    expect(body.auth_data.profile.fullName).toBe('Ana  Apple');
  });

  it('checks a facebook token with debug_token and reads the person from the Graph API', async () => {
    const { status, body } = await exchange({
      subject_token_type: tokenExchange.accessToken,
      subject_issuer: 'facebook',
      subject_token: 'fb-token-4242',
    });
    expect(status).toBe(200);
    expect(body.auth_data.profile).toMatchObject({
      email: 'fb4242@facebook.example',
      fullName: 'Fan On Facebook',
    });
    const bad = await exchange({
      subject_token_type: tokenExchange.accessToken,
      subject_issuer: 'facebook',
      subject_token: 'not-a-facebook-token',
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({
      error: 'facebook_auth_failed',
      message: 'Facebook authentication failed',
    });
  });
});
