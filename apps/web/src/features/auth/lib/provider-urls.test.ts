import { describe, expect, it } from 'vitest';
import { sampleConfig, sampleFederationClient } from '../../../test/fixtures';
import { appleAuthorizeUrl, federationAuthorizeUrl, offeredProviders } from './provider-urls';

const origin = 'https://portal.example';
const base = sampleConfig();

describe('provider URLs', () => {
  it('starts the federation code flow with PKCE (S256), state and the callback page', () => {
    const url = new URL(
      federationAuthorizeUrl(sampleFederationClient, origin, {
        challenge: 'ch-1',
        state: 'st-1',
        nonce: { nonce: 'kept-1', hash: 'hash-1' },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://id.federation.example/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'touchline-portal',
      redirect_uri: 'https://portal.example/auth/oauth2/callback/ifa/',
      response_type: 'code',
      scope: 'openid email profile',
      state: 'st-1',
      code_challenge: 'ch-1',
      code_challenge_method: 'S256',
      nonce: 'hash-1',
    });
  });

  it('asks apple to post its answer to the callback address (form_post) with the name', () => {
    const url = new URL(appleAuthorizeUrl('tv.example.web', origin, 'st-2', 'hash-2'));
    expect(url.origin).toBe('https://appleid.apple.com');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('response_type')).toBe('code id_token');
    expect(url.searchParams.get('scope')).toBe('name email');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://portal.example/auth/oauth2/callback/apple/',
    );
    expect(url.searchParams.get('state')).toBe('st-2');
    // Only the nonce's hash goes to the provider; the page keeps the nonce for the exchange.
    expect(url.searchParams.get('nonce')).toBe('hash-2');
  });
});

describe('offered providers', () => {
  const flags = { ...base.features, googleLogin: true, facebookLogin: true, appleLogin: true };

  it('offers nothing without app ids or a federation client, whatever the flags', () => {
    expect(offeredProviders(sampleConfig({ features: flags }))).toEqual([]);
  });

  it('offers the federation when the tenant has a client, and apple only with its app id', () => {
    const config = sampleConfig({
      features: flags,
      appIds: { facebook: null, google: null, apple: 'tv.example.web' },
      sso: { ifaEnabled: true, ifa: sampleFederationClient },
    });
    expect(offeredProviders(config)).toEqual(['ifa', 'apple']);
    const appleOff = sampleConfig({ ...config, features: { ...flags, appleLogin: false } });
    expect(offeredProviders(appleOff)).toEqual(['ifa']);
  });
});
