// OpenID Connect against a configurable issuer, through openid-client: discovery (issuer checked),
// id tokens verified against the issuer's JWKS with issuer, audience, lifetime and nonce, access
// tokens through the userinfo endpoint, and the authorization-code grant with PKCE and nonce.
// Every request, discovery included, goes through the guarded fetch (outbound-fetch.ts).
import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { outboundRefusal, type OutboundFetch } from './outbound-fetch';
import {
  loginFailed,
  providerUnavailable,
  stringClaim,
  trueClaim,
  type ProviderIdentity,
} from './provider-identity';

export interface OidcClient {
  issuer: string;
  clientId: string;
  clientSecret?: string | null;
}

const discoveryTtlMs = 10 * 60_000;
const timeoutSeconds = 8;
type Cached = { config: Promise<client.Configuration>; until: number };
/** Per guarded fetch (one per app, with its allow-list), so no configuration skips its guard. */
const configurationsByFetch = new WeakMap<OutboundFetch, Map<string, Cached>>();

/** Plain HTTP only to this machine: the local issuer of development and tests. */
const isLoopback = (url: URL) =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.hostname.startsWith('127.');

/**
 * The discovered configuration of one client at one issuer, reused for ten minutes. `implicit`
 * configures it for id tokens the browser obtained itself (response_type id_token).
 */
function configurationOf(
  outbound: OutboundFetch,
  oidc: OidcClient,
  implicit: boolean,
): Promise<client.Configuration> {
  let configurations = configurationsByFetch.get(outbound);
  if (!configurations) {
    configurations = new Map();
    configurationsByFetch.set(outbound, configurations);
  }
  const key = JSON.stringify([oidc.issuer, oidc.clientId, oidc.clientSecret ?? null, implicit]);
  const cached = configurations.get(key);
  if (cached && cached.until > Date.now()) return cached.config;
  const server = new URL(oidc.issuer);
  const execute = [
    ...(server.protocol === 'http:' && isLoopback(server) ? [client.allowInsecureRequests] : []),
    ...(implicit ? [client.useIdTokenResponseType] : []),
  ];
  const config = client.discovery(
    server,
    oidc.clientId,
    undefined,
    oidc.clientSecret ? client.ClientSecretPost(oidc.clientSecret) : client.None(),
    {
      execute,
      timeout: timeoutSeconds,
      // Kept by the configuration for every later request (JWKS, token, userinfo).
      [client.customFetch]: (url, options) => outbound(url, options),
    },
  );
  configurations.set(key, { config, until: Date.now() + discoveryTtlMs });
  // A failed discovery is not kept: the next sign-in tries again.
  config.catch(() => configurations.delete(key));
  return config;
}

/**
 * What the id token's `nonce` must be: BASE64URL(SHA-256(nonce the client kept)). The browser
 * sends only the hash to the provider, so an id token seen elsewhere (history, logs, the popup)
 * does not carry what the exchange needs.
 */
export const expectedNonce = (nonce: string) =>
  createHash('sha256').update(nonce).digest('base64url');

/** Library errors as the wire errors of spec §8: the provider's refusal or its unavailability. */
function providerError(error: unknown): never {
  const refused = outboundRefusal(error);
  if (refused) throw providerUnavailable(`refused: ${refused.message}`);
  if (error instanceof client.ResponseBodyError) {
    if (error.status >= 500) throw providerUnavailable(`the provider answered ${error.status}`);
    throw loginFailed(error.error_description ?? error.error);
  }
  if (error instanceof client.WWWAuthenticateChallengeError)
    throw loginFailed('the access token was refused');
  if (error instanceof client.AuthorizationResponseError)
    throw loginFailed(error.error_description ?? error.error);
  if (error instanceof client.ClientError) {
    const unavailable = [
      'OAUTH_TIMEOUT',
      'OAUTH_ABORT',
      'OAUTH_RESPONSE_IS_NOT_CONFORM',
      'OAUTH_RESPONSE_IS_NOT_JSON',
      'OAUTH_HTTP_REQUEST_FORBIDDEN',
      'OAUTH_MISSING_SERVER_METADATA',
      'OAUTH_INVALID_SERVER_METADATA',
      'OAUTH_UNSUPPORTED_OPERATION',
    ];
    if (error.code === undefined || unavailable.includes(error.code))
      throw providerUnavailable(error.message);
    throw loginFailed(error.message);
  }
  // fetch reports an unreachable host as a TypeError.
  if (error instanceof TypeError) throw providerUnavailable(error.message);
  throw error;
}

const guarded = async <T>(work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    return providerError(error);
  }
};

const identityOf = (claims: Record<string, unknown>): ProviderIdentity => {
  const subject = stringClaim(claims.sub);
  if (!subject) throw loginFailed('the provider named no subject');
  return {
    subject,
    email: stringClaim(claims.email)?.toLowerCase() ?? null,
    emailVerified: trueClaim(claims.email_verified),
    name: stringClaim(claims.name),
  };
};

/**
 * Verifies an id token the browser obtained (google, apple): signature through the issuer's JWKS,
 * issuer, audience (the tenant's client id), lifetime and the nonce of its authorization request.
 */
export async function verifyIdToken(
  outbound: OutboundFetch,
  oidc: OidcClient,
  idToken: string,
  nonce: string | undefined,
): Promise<ProviderIdentity> {
  if (!nonce) throw loginFailed('the nonce of the sign-in request is missing');
  const config = await guarded(() => configurationOf(outbound, oidc, true));
  // The library validates authorization responses; the id token is handed over as one.
  const response = new URL('https://client.invalid/');
  response.hash = new URLSearchParams({ id_token: idToken }).toString();
  const claims = await guarded(() =>
    client.implicitAuthentication(config, response, expectedNonce(nonce)),
  );
  return identityOf(claims);
}

/** An access token is only as good as the userinfo endpoint's answer to it. */
export async function userInfo(
  outbound: OutboundFetch,
  oidc: OidcClient,
  accessToken: string,
): Promise<ProviderIdentity> {
  const config = await guarded(() => configurationOf(outbound, oidc, false));
  const info = await guarded(() =>
    client.fetchUserInfo(config, accessToken, client.skipSubjectCheck),
  );
  return identityOf(info);
}

/**
 * Redeems an authorization code with its PKCE verifier at the issuer's token endpoint and answers
 * the identity of the id token it returns, whose nonce must be the one of the request (or absent
 * when the client sent none). An error_description in the answer is raised (spec §7).
 */
export async function redeemCode(
  outbound: OutboundFetch,
  oidc: OidcClient,
  grant: { code: string; codeVerifier: string; redirectUri: string; nonce: string | undefined },
): Promise<ProviderIdentity> {
  const config = await guarded(() => configurationOf(outbound, oidc, false));
  const callback = new URL(grant.redirectUri);
  callback.search = '';
  callback.hash = '';
  callback.searchParams.set('code', grant.code);
  // The browser hands over the code only; the issuer is the one this exchange chose.
  if (config.serverMetadata().authorization_response_iss_parameter_supported)
    callback.searchParams.set('iss', config.serverMetadata().issuer);
  const tokens = await guarded(() =>
    client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: grant.codeVerifier,
      expectedNonce: grant.nonce ? expectedNonce(grant.nonce) : undefined,
      idTokenExpected: true,
    }),
  );
  const claims = tokens.claims();
  if (!claims) throw providerUnavailable('the token endpoint returned no id token');
  return identityOf(claims);
}
