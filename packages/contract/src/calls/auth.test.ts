import { describe, expect, it } from 'vitest';
import { loginRequest, tokenExchange, tokenExchangeRequest } from './auth';

const login = {
  username: ' Ana@Example.com ',
  password: 'correct horse',
  device_id: 'b7d3c9e0-1111-4c2e-9a51-7d1f0e2a3b4c',
  device_name: 'Firefox on Linux',
  strategy: 'refresh',
};

describe('loginRequest', () => {
  it('accepts the login body and normalises the username', () => {
    expect(loginRequest.parse(login).username).toBe('ana@example.com');
  });

  it('refuses unknown keys', () => {
    const result = loginRequest.safeParse({ ...login, isAdmin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('refuses another strategy', () => {
    expect(loginRequest.safeParse({ ...login, strategy: 'session' }).success).toBe(false);
  });
});

describe('tokenExchangeRequest', () => {
  const device = { id: 'dev-1', name: 'Chrome', os_name: '', os_version: '', app_version: '1.0.0' };

  it('accepts a refresh exchange', () => {
    const body = {
      grant_type: tokenExchange.grantType,
      subject_token_type: tokenExchange.refreshToken,
      subject_token: 'opaque-refresh-token',
    };
    expect(tokenExchangeRequest.parse(body)).toEqual(body);
  });

  it('accepts an apple id-token exchange and trims the display name', () => {
    const parsed = tokenExchangeRequest.parse({
      grant_type: tokenExchange.grantType,
      subject_token_type: tokenExchange.idToken,
      subject_issuer: 'apple',
      subject_token: 'id.token.value',
      device,
      strategy: 'refresh',
      profile: { display_name: '  Ana Example ' },
    });
    expect('profile' in parsed && parsed.profile?.display_name).toBe('Ana Example');
  });

  it('passes any issuer name on (the server answers "not supported") but refuses an empty one', () => {
    const body = {
      grant_type: tokenExchange.grantType,
      subject_token_type: tokenExchange.accessToken,
      subject_issuer: 'myspace',
      subject_token: 't',
      device,
      strategy: 'refresh',
    };
    expect(tokenExchangeRequest.safeParse(body).success).toBe(true);
    expect(tokenExchangeRequest.safeParse({ ...body, subject_issuer: ' ' }).success).toBe(false);
  });

  it('accepts an authorization-code exchange only with a PKCE verifier and a redirect URI', () => {
    const body = {
      grant_type: tokenExchange.grantType,
      subject_token_type: tokenExchange.authorizationCode,
      subject_issuer: 'ifa',
      subject_token: 'code-from-the-provider',
      code_verifier: 'v'.repeat(43),
      redirect_uri: 'https://tv.example.com/auth/oauth2/callback/ifa/',
      device,
      strategy: 'refresh',
    };
    expect(tokenExchangeRequest.safeParse(body).success).toBe(true);
    expect(tokenExchangeRequest.safeParse({ ...body, code_verifier: 'short' }).success).toBe(false);
    const { redirect_uri: _omitted, ...withoutRedirect } = body;
    expect(tokenExchangeRequest.safeParse(withoutRedirect).success).toBe(false);
  });

  it('accepts on a refresh every field spec §3 lists for a token exchange', () => {
    expect(
      tokenExchangeRequest.safeParse({
        grant_type: tokenExchange.grantType,
        subject_token_type: tokenExchange.refreshToken,
        subject_issuer: 'google',
        requested_token_type: tokenExchange.accessToken,
        subject_token: 't',
        device: { id: 'device-a', name: 'Chrome', os_name: '', os_version: '', app_version: '1' },
        strategy: 'refresh',
        profile: { display_name: 'Ana' },
      }).success,
    ).toBe(true);
  });

  it('refuses on a refresh the fields outside the spec’s list', () => {
    for (const extra of [{ code_verifier: 'v'.repeat(43) }, { nonce: 'n'.repeat(43) }, { x: 1 }])
      expect(
        tokenExchangeRequest.safeParse({
          grant_type: tokenExchange.grantType,
          subject_token_type: tokenExchange.refreshToken,
          subject_token: 't',
          ...extra,
        }).success,
      ).toBe(false);
  });

  it('refuses another grant type', () => {
    expect(
      tokenExchangeRequest.safeParse({
        grant_type: 'password',
        subject_token_type: tokenExchange.refreshToken,
        subject_token: 't',
      }).success,
    ).toBe(false);
  });
});
