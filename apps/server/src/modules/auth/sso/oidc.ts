// OpenID Connect against a configurable issuer: discovery, id tokens verified through the
// issuer's JWKS, access tokens through its userinfo endpoint, and the authorization-code grant
// with PKCE at its token endpoint.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import {
  fetchJson,
  loginFailed,
  providerUnavailable,
  stringClaim,
  trueClaim,
  type ProviderIdentity,
} from './provider-identity';

const discoveryDocument = z.object({
  issuer: z.string(),
  jwks_uri: z.url(),
  token_endpoint: z.url().optional(),
  userinfo_endpoint: z.url().optional(),
});
type Discovery = z.infer<typeof discoveryDocument>;

const discoveryTtlMs = 10 * 60_000;
const discoveries = new Map<string, { doc: Discovery; until: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

const normalIssuer = (issuer: string) => issuer.replace(/\/+$/, '');

export async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveries.get(issuer);
  if (cached && cached.until > Date.now()) return cached.doc;
  const { status, body } = await fetchJson(
    `${normalIssuer(issuer)}/.well-known/openid-configuration`,
  );
  const parsed = discoveryDocument.safeParse(body);
  if (status !== 200 || !parsed.success) throw providerUnavailable(`discovery answered ${status}`);
  if (normalIssuer(parsed.data.issuer) !== normalIssuer(issuer))
    throw providerUnavailable('discovery names another issuer');
  discoveries.set(issuer, { doc: parsed.data, until: Date.now() + discoveryTtlMs });
  return parsed.data;
}

const keySetOf = (jwksUri: string) => {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, set);
  }
  return set;
};

const identityOf = (claims: JWTPayload | Record<string, unknown>): ProviderIdentity => {
  const subject = stringClaim(claims.sub);
  if (!subject) throw loginFailed('the provider named no subject');
  return {
    subject,
    email: stringClaim(claims.email)?.toLowerCase() ?? null,
    emailVerified: trueClaim(claims.email_verified),
    name: stringClaim(claims.name),
  };
};

/** Verifies signature, issuer, audience (the tenant's client id) and lifetime of an id token. */
export async function verifyIdToken(
  config: { issuer: string; clientId: string },
  idToken: string,
): Promise<ProviderIdentity> {
  const doc = await discover(config.issuer);
  try {
    const { payload } = await jwtVerify(idToken, keySetOf(doc.jwks_uri), {
      issuer: doc.issuer,
      audience: config.clientId,
    });
    return identityOf(payload);
  } catch (error) {
    if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JOSENotSupported)
      throw providerUnavailable(error.message);
    if (error instanceof joseErrors.JOSEError) throw loginFailed(error.message);
    throw error;
  }
}

/** An access token is only as good as the userinfo endpoint's answer to it. */
export async function userInfo(
  config: { issuer: string },
  accessToken: string,
): Promise<ProviderIdentity> {
  const doc = await discover(config.issuer);
  if (!doc.userinfo_endpoint) throw providerUnavailable('the issuer has no userinfo endpoint');
  const { status, body } = await fetchJson(doc.userinfo_endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (status === 401 || status === 403) throw loginFailed('the access token was refused');
  if (status !== 200 || typeof body !== 'object' || body === null)
    throw providerUnavailable(`userinfo answered ${status}`);
  return identityOf(body as Record<string, unknown>);
}

const tokenAnswer = z.object({
  id_token: z.string().optional(),
  access_token: z.string().optional(),
});
const tokenError = z.object({ error: z.string(), error_description: z.string().optional() });

/**
 * Redeems an authorization code (grant_type authorization_code, client_id, code, redirect_uri,
 * code_verifier) and answers the identity of the id token it returns. An error_description in
 * the answer is raised as the failure (spec §7).
 */
export async function redeemCode(
  config: { issuer: string; clientId: string; clientSecret: string | null },
  grant: { code: string; codeVerifier: string; redirectUri: string },
): Promise<ProviderIdentity> {
  const doc = await discover(config.issuer);
  if (!doc.token_endpoint) throw providerUnavailable('the issuer has no token endpoint');
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.clientId,
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
  });
  if (config.clientSecret) form.set('client_secret', config.clientSecret);
  const { status, body } = await fetchJson(doc.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
  });
  const failed = tokenError.safeParse(body);
  if (status !== 200 || failed.success) {
    if (failed.success) throw loginFailed(failed.data.error_description ?? failed.data.error);
    throw providerUnavailable(`token endpoint answered ${status}`);
  }
  const tokens = tokenAnswer.parse(body);
  if (tokens.id_token) return verifyIdToken(config, tokens.id_token);
  if (tokens.access_token) return userInfo(config, tokens.access_token);
  throw providerUnavailable('the token endpoint returned no token');
}
