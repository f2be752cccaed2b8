// Who may call the platform's tenant API (ADR 064): a platform admin, who belongs to no one
// tenant's operators. Two proofs: the platform key in `X-Platform-Key` (scripts, the operator
// command), or a signed-in user (`X-Authorization`) whose account was granted platform admin by
// the operator command against the database.
// - neither → 401 `unauthorized`;
// - a wrong platform key, or a tenant operator key alone → 403;
// - a token that is not valid here → 401 `invalid_token`, as on every other call;
// - a valid token of an account without the grant (viewers and tenant operators alike), or the
//   limited device-limit token → 403 `forbidden`.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { bearerToken, invalidToken, type TokenVerifier } from '../../http/auth-plugin';
import { isPlatformAdmin } from './platform-admin-repository';

export const platformKeyHeader = 'x-platform-key';
const operatorKeyHeader = 'x-operator-key';

/** Longer values are not keys; refusing them early keeps hashing bounded. */
const maxKeyLength = 256;

export interface PlatformAuthDeps {
  db: Db;
  verify: TokenVerifier;
  /** PLATFORM_KEY; null: no key is accepted, only granted accounts. */
  platformKey: string | null;
}

const notPlatformAdmin = () => new AppError('forbidden', 'Not a platform admin');

/** Who made a platform call, for the audit trail of the tenant it changed. */
const actors = new WeakMap<FastifyRequest, string>();

/** `platform:key` or `platform:user:<tenant id>/<user id>`; only after `requirePlatformAdmin`. */
export function platformActor(request: FastifyRequest): string {
  const actor = actors.get(request);
  if (!actor) throw new Error('platformActor: the request did not pass the platform check');
  return actor;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compared as digests: equal lengths, and no early exit that would time the key out. */
function keyMatches(expected: string | null, given: string): boolean {
  if (expected === null || given.length > maxKeyLength) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

const headerValue = (request: FastifyRequest, name: string) => {
  const raw = request.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim();
};

async function checkUser(deps: PlatformAuthDeps, request: FastifyRequest, token: string) {
  const verified = await deps.verify(token, request.tenant);
  if (!verified) throw invalidToken();
  if (verified.session.scope !== 'full') throw notPlatformAdmin();
  // Read on every call rather than carried in the token: a withdrawn grant ends at once.
  if (!(await isPlatformAdmin(deps.db, request.tenant.id, verified.user.id)))
    throw notPlatformAdmin();
  request.user = verified.user;
  request.session = verified.session;
  actors.set(request, `platform:user:${request.tenant.id}/${verified.user.id}`);
}

async function checkPlatformAdmin(deps: PlatformAuthDeps, request: FastifyRequest) {
  const key = headerValue(request, platformKeyHeader);
  if (key) {
    if (!keyMatches(deps.platformKey, key)) throw notPlatformAdmin();
    actors.set(request, 'platform:key');
    return;
  }
  const token = bearerToken(request);
  if (token) return checkUser(deps, request, token);
  // A tenant's operator key is a credential, just not one that reaches the platform.
  if (headerValue(request, operatorKeyHeader)) throw notPlatformAdmin();
  throw new AppError(
    'unauthorized',
    `Platform admin credentials required (${platformKeyHeader} or x-authorization header)`,
  );
}

/** A route hook; failures go to the app's error handler as wire errors. */
export function requirePlatformAdmin(deps: PlatformAuthDeps): onRequestHookHandler {
  return (request, _reply, done) => {
    checkPlatformAdmin(deps, request).then(() => done(), done);
  };
}
