// Which providers a tenant offers: unknown and unconfigured ones answer the spec's message, and the
// public customer config carries only what the browser needs for the federation's code flow.
import { tokenExchange } from '@touchline/contract/calls/auth';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../../../../test/test-app';
import { createAccountsTestApp, type AccountsTestApp } from '../accounts-test-kit';
import { newVerifier, type LocalProvider } from './local-oidc-provider';
import {
  addPerson,
  exchange as kitExchange,
  ifaRedirect,
  localProviders,
  startSsoProvider,
} from './sso-test-kit';

let t: AccountsTestApp;
let idp: LocalProvider;
beforeAll(async () => {
  t = await createAccountsTestApp(localProviders);
  idp = await startSsoProvider(t, { secrets: { facebookAppSecret: 'fb-secret' } });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const person = () => addPerson(idp);
const exchange = (body: Record<string, unknown>, host?: string) => kitExchange(t, body, host);

describe('providers that are not supported', () => {
  it.each([
    ['an unknown provider', 'myspace'],
    ['a provider the tenant did not configure', 'apple'],
  ])('answers %s with the spec message', async (_label, provider) => {
    const { status, body } = await exchange(
      {
        subject_token_type: tokenExchange.idToken,
        subject_issuer: provider,
        subject_token: 'x.y.z',
      },
      hosts.harbour,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: 'provider_not_supported',
      message: `"${provider}" auth provider not supported!`,
    });
  });

  it('does not offer one tenant’s provider on another', async () => {
    const fan = person();
    const { status, body } = await exchange(
      {
        subject_token_type: tokenExchange.authorizationCode,
        subject_issuer: 'ifa',
        subject_token: await idp.issueCode('touchline-ifa', fan.sub, ifaRedirect, newVerifier()),
        code_verifier: newVerifier(),
        redirect_uri: ifaRedirect,
      },
      hosts.harbour,
    );
    expect(status).toBe(400);
    expect(body.message).toBe('"ifa" auth provider not supported!');
  });

  it('names the field of bad input', async () => {
    const { status, body } = await exchange({
      subject_token_type: tokenExchange.idToken,
      subject_issuer: 'google',
      subject_token: 'x',
      device: { id: 'bad id!', name: 'x', os_name: '', os_version: '', app_version: '1' },
    });
    expect(status).toBe(400);
    expect(body.fields?.[0]?.path).toBe('device.id');
  });
});

describe('the public customer config', () => {
  const publicConfig = async (host: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customer/config',
      headers: { host },
    });
    return { text: response.body, config: response.json<{ content: CustomerConfig }>().content };
  };

  it('carries what the browser needs for the federation code flow, and nothing secret', async () => {
    const { text, config } = await publicConfig(hosts.touchline);
    expect(config.sso).toEqual({
      ifaEnabled: true,
      ifa: {
        issuer: idp.issuer,
        authorizationEndpoint: `${idp.issuer}/auth`,
        clientId: 'touchline-ifa',
        scope: 'openid email profile',
      },
    });
    expect(text).not.toContain('redirectUris');
    expect(text).not.toContain('fb-secret');
  });

  it('offers no federation where the tenant has none', async () => {
    const { config } = await publicConfig(hosts.harbour);
    expect(config.sso).toEqual({ ifaEnabled: false, ifa: null });
  });
});
