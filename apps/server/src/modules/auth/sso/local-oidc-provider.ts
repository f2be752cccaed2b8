// A real OpenID provider (oidc-provider) on 127.0.0.1 with an ephemeral port, for the single
// sign-on tests: discovery, JWKS, token endpoint with PKCE and userinfo are the library's own.
// The runnable issuer for development and end-to-end tests (src/dev/local-issuer.ts) shares its
// configuration.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ProviderConfiguration } from 'oidc-provider';

export interface Person {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface LocalProvider {
  issuer: string;
  provider: Provider;
  people: Map<string, Person>;
  /**
   * Issues an authorization code as the provider's authorization endpoint would after the person
   * signed in and consented: a grant and a code bound to the PKCE challenge of `verifier`.
   */
  issueCode(
    clientId: string,
    sub: string,
    redirectUri: string,
    verifier: string,
    nonce?: string,
  ): Promise<string>;
  /** Redeems a code at the token endpoint as a client would, for the id and access tokens. */
  redeem(
    clientId: string,
    code: string,
    redirectUri: string,
    verifier: string,
  ): Promise<{ id_token: string; access_token: string }>;
  close(): Promise<void>;
}

export const newVerifier = () => randomBytes(32).toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** An RS256 signing key made fresh for one run of a local provider. */
export async function freshSigningKey() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: 'local-key', alg: 'RS256', use: 'sig' };
}

/**
 * The configuration both local providers share: public clients (PKCE, no secret) allowed only
 * the code flow, the standard claims, and people from an in-memory map.
 */
export function localProviderConfiguration(
  clients: { clientId: string; redirectUris: string[] }[],
  people: Map<string, Person>,
  signingKey: Record<string, unknown>,
): ProviderConfiguration {
  return {
    jwks: { keys: [signingKey] },
    clients: clients.map((c) => ({
      client_id: c.clientId,
      token_endpoint_auth_method: 'none',
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Scope claims go into the id token too, as google and apple put them there.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: () => ({ ...person }) } : undefined;
    },
  };
}

export async function startLocalProvider(
  clients: { clientId: string; redirectUris: string[] }[],
): Promise<LocalProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, Person>();
  const provider = new Provider(issuer, {
    ...localProviderConfiguration(clients, people, await freshSigningKey()),
    // Codes are issued through the model (issueCode), not by the built-in login pages.
    features: { devInteractions: { enabled: false } },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    provider,
    people,
    async issueCode(clientId, sub, redirectUri, verifier, nonce) {
      const client = await provider.Client.find(clientId);
      if (!client) throw new Error(`unknown client ${clientId}`);
      const grant = new provider.Grant({ accountId: sub, clientId });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      const code = new provider.AuthorizationCode({
        accountId: sub,
        client,
        grantId,
        redirectUri,
        scope: 'openid email profile',
        codeChallenge: challengeOf(verifier),
        codeChallengeMethod: 'S256',
        authTime: Math.floor(Date.now() / 1000),
        ...(nonce ? { nonce } : {}),
      });
      return code.save();
    },
    async redeem(clientId, code, redirectUri, verifier) {
      const response = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: clientId,
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      });
      if (!response.ok)
        throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { id_token: string; access_token: string };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
