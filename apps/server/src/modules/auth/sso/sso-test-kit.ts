// Helpers for the single sign-on tests: a local OpenID provider configured as the test tenant's
// federation, google and apple, people it knows, and the exchanges a browser would make.
import type { AuthAnswerAuthData } from '@touchline/contract/auth-answers';
import { tokenExchange } from '@touchline/contract/calls/auth';
import type { WireError } from '@touchline/contract/errors';
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../../../db/schema';
import { hosts } from '../../../../test/test-app';
import { call, freshAccount, type AccountsTestApp } from '../accounts-test-kit';
import { expectedNonce } from './oidc';
import { newVerifier, startLocalProvider, type LocalProvider } from './local-oidc-provider';

/**
 * The local provider and the fake Graph API listen on 127.0.0.1, which the server fetches from
 * only when allow-listed (outbound-fetch.ts, ADR 034), like the local issuer in development.
 */
export const localProviders = { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' };

export const ifaRedirect = 'http://localhost:4320/auth/oauth2/callback/ifa/';
export const googleRedirect = 'http://localhost:4320/auth/oauth2/callback/google/';

/** Starts the provider and points the touchline tenant's ifa, google and apple at it. */
export async function startSsoProvider(
  t: AccountsTestApp,
  more: { sso?: Record<string, unknown>; secrets?: Record<string, unknown> } = {},
): Promise<LocalProvider> {
  const idp = await startLocalProvider([
    { clientId: 'touchline-ifa', redirectUris: [ifaRedirect] },
    { clientId: 'touchline-google', redirectUris: [googleRedirect] },
  ]);
  const sso = {
    ifa: {
      issuer: idp.issuer,
      clientId: 'touchline-ifa',
      redirectUris: [ifaRedirect],
      authorizationEndpoint: `${idp.issuer}/auth`,
    },
    google: { issuer: idp.issuer, clientId: 'touchline-google' },
    // Apple is another OpenID issuer to the server; the local provider stands in for it.
    apple: { issuer: idp.issuer, clientId: 'touchline-google' },
    ...more.sso,
  };
  await t.database.db
    .update(tenants)
    .set({
      settings: sql`${tenants.settings} || ${JSON.stringify({ sso })}::jsonb`,
      secrets: sql`${tenants.secrets} || ${JSON.stringify(more.secrets ?? {})}::jsonb`,
    })
    .where(eq(tenants.id, 'tn-touchline'));
  t.app.tenants.invalidate();
  return idp;
}

let people = 0;
/** A person the provider knows; verified email unless told otherwise. */
export function addPerson(
  idp: LocalProvider,
  overrides: Partial<{ email: string; email_verified: boolean; name: string }> = {},
) {
  people += 1;
  const p = {
    sub: `person-${people}-${Date.now()}`,
    email: `fan${people}.${Date.now()}@federation.example`,
    email_verified: true,
    name: `  Fan Number ${people}  `,
    ...overrides,
  };
  idp.people.set(p.sub, p);
  return p;
}

export const ssoDevice = {
  id: 'sso-device',
  name: 'Chrome',
  os_name: '',
  os_version: '',
  app_version: '1.0.0',
};

export const exchange = (
  t: AccountsTestApp,
  body: Record<string, unknown>,
  host: string = hosts.touchline,
) =>
  call<AuthAnswerAuthData & WireError>(t, {
    url: '/api/oauth2/token',
    host,
    address: freshAccount().address,
    body: {
      grant_type: tokenExchange.grantType,
      device: ssoDevice,
      strategy: 'refresh',
      ...body,
    },
  });

/** A nonce as the browser keeps it; the provider sees its hash. */
export const newNonce = () => newVerifier();

/** The federation's code flow as the portal runs it: code bound to PKCE and a nonce. */
export async function codeExchange(
  t: AccountsTestApp,
  idp: LocalProvider,
  sub: string,
  options: { verifier?: string; sentVerifier?: string; nonce?: string; sentNonce?: string } = {},
) {
  const verifier = options.verifier ?? newVerifier();
  const nonce = options.nonce ?? newNonce();
  const code = await idp.issueCode(
    'touchline-ifa',
    sub,
    ifaRedirect,
    verifier,
    expectedNonce(nonce),
  );
  return exchange(t, {
    subject_token_type: tokenExchange.authorizationCode,
    subject_issuer: 'ifa',
    subject_token: code,
    code_verifier: options.sentVerifier ?? verifier,
    redirect_uri: ifaRedirect,
    nonce: options.sentNonce ?? nonce,
  });
}

/** Tokens the provider issues to the google client, bound to `nonce` when given. */
export async function googleTokens(idp: LocalProvider, sub: string, nonce?: string) {
  const verifier = newVerifier();
  const code = await idp.issueCode(
    'touchline-google',
    sub,
    googleRedirect,
    verifier,
    nonce ? expectedNonce(nonce) : undefined,
  );
  return idp.redeem('touchline-google', code, googleRedirect, verifier);
}
