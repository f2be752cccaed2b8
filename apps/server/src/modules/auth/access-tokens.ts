// Access tokens: HS256 JWTs of 15 minutes bound to a tenant (aud) and a session (sid), so a
// revoked session ends its access tokens at once. The limited token of the device-limit flow has
// scope `devices`, no session and 10 minutes: it may only list and delete devices.
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const accessTokenSeconds = 15 * 60;
export const limitedTokenSeconds = 10 * 60;
const issuer = 'touchline';
const linkTyp = 'provider-link+jwt';

export type TokenScope = 'full' | 'devices';

export interface AccessClaims {
  userId: string;
  tenantId: string;
  scope: TokenScope;
  /** The session (refresh family) of a full token; null for the limited token. */
  sessionId: string | null;
  /**
   * The limited token's `passwordFingerprint` of the account: it has no session for a password
   * reset to end, so a reset ends it through this.
   */
  credential?: string;
}

/** The account's current password fingerprint, or null when there is no such account. */
export type FingerprintOf = (tenantId: string, userId: string) => Promise<string | null>;

/** A mailed confirmation that links a provider's subject to an existing account (ADR 028). */
export interface LinkClaims {
  userId: string;
  tenantId: string;
  provider: string;
  subject: string;
  /** Fingerprint of the account's password when mailed: a later reset voids the link. */
  credential: string;
}

export const linkTokenSeconds = 60 * 60;

export interface TokenSigner {
  issue(claims: AccessClaims): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid token for this tenant, or null (bad signature, expired, other tenant). */
  verify(token: string, tenantId: string): Promise<AccessClaims | null>;
  issueLink(claims: LinkClaims): Promise<string>;
  verifyLink(token: string, tenantId: string): Promise<LinkClaims | null>;
}

/** Every token names its issuer, tenant (audience), subject, issue time and end. */
const requiredClaims = ['iss', 'aud', 'sub', 'iat', 'exp'];

export function createTokenSigner(key: Uint8Array, fingerprintOf: FingerprintOf): TokenSigner {
  return {
    async issue(claims) {
      const expiresIn = claims.scope === 'full' ? accessTokenSeconds : limitedTokenSeconds;
      const jwt = new SignJWT({
        scope: claims.scope,
        ...(claims.sessionId ? { sid: claims.sessionId } : {}),
        ...(claims.credential ? { cred: claims.credential } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(claims.tenantId)
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${expiresIn}s`);
      return { token: await jwt.sign(key), expiresIn };
    },
    async verify(token, tenantId) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: tenantId,
          algorithms: ['HS256'],
          typ: 'at+jwt',
          requiredClaims,
        });
        const scope = payload.scope;
        const sid = payload.sid;
        if (typeof payload.sub !== 'string' || (scope !== 'full' && scope !== 'devices'))
          return null;
        if (scope === 'full' && typeof sid !== 'string') return null;
        if (scope === 'devices') {
          const current = await fingerprintOf(tenantId, payload.sub);
          if (current === null || payload.cred !== current) return null;
        }
        return {
          userId: payload.sub,
          tenantId,
          scope,
          sessionId: scope === 'full' ? (sid as string) : null,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
    async issueLink(claims) {
      // Its own `typ`: a link token is never accepted as an access token, nor the reverse.
      return new SignJWT({
        provider: claims.provider,
        psub: claims.subject,
        cred: claims.credential,
      })
        .setProtectedHeader({ alg: 'HS256', typ: linkTyp })
        .setIssuer(issuer)
        .setAudience(claims.tenantId)
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${linkTokenSeconds}s`)
        .sign(key);
    },
    async verifyLink(token, tenantId) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: tenantId,
          algorithms: ['HS256'],
          typ: linkTyp,
          requiredClaims,
        });
        const { sub, provider, psub, cred } = payload;
        if (![sub, provider, psub, cred].every((v) => typeof v === 'string')) return null;
        return {
          userId: sub as string,
          tenantId,
          provider: provider as string,
          subject: psub as string,
          credential: cred as string,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
