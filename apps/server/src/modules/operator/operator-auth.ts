// Who may call the admin API: an operator of the request's tenant (docs/decisions 010 and 015).
// Two proofs: the tenant's operator key in `X-Operator-Key` (scripts, the operator command), or a
// signed-in user (`X-Authorization`) whose role in this tenant is operator.
// - neither → 401 `unauthorized`;
// - a key this tenant does not hold (another tenant's, a revoked or a made-up one) → 403;
// - a token that is not valid here (expired, signed out, another tenant's) → 401 `invalid_token`,
//   as on every other call, so the client refreshes or signs in again;
// - a valid token of a viewer, or the limited device-limit token → 403 `forbidden`.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { bearerToken, invalidToken, type TokenVerifier } from '../../http/auth-plugin';
import { hashOperatorKey, operatorKeyHeader } from './operator-key';
import { findOperatorKeyLabel } from './operator-key-repository';
import { findUserRole } from './operator-role-repository';

/** Longer values are not keys; refusing them early keeps hashing bounded. */
const maxKeyLength = 256;

export interface OperatorAuthDeps {
  db: Db;
  verify: TokenVerifier;
}

const notAnOperator = () => new AppError('forbidden', 'Not an operator of this tenant');

/** Who made an admin call, for the audit trail: set by the check below on every operator call. */
const actors = new WeakMap<FastifyRequest, string>();

/** `user:<id>` or `key:<label>`; only for requests that passed `requireOperator`. */
export function operatorActor(request: FastifyRequest): string {
  const actor = actors.get(request);
  if (!actor) throw new Error('operatorActor: the request did not pass the operator check');
  return actor;
}

async function checkKey(db: Db, request: FastifyRequest, key: string): Promise<void> {
  const label =
    key.length <= maxKeyLength
      ? await findOperatorKeyLabel(db, request.tenant.id, hashOperatorKey(key))
      : null;
  if (label === null) throw notAnOperator();
  actors.set(request, `key:${label}`);
}

async function checkUser(deps: OperatorAuthDeps, request: FastifyRequest, token: string) {
  const verified = await deps.verify(token, request.tenant);
  if (!verified) throw invalidToken();
  if (verified.session.scope !== 'full') throw notAnOperator();
  // Read on every call rather than carried in the token: a withdrawn role ends at once.
  const role = await findUserRole(deps.db, request.tenant.id, verified.user.id);
  if (role !== 'operator') throw notAnOperator();
  request.user = verified.user;
  request.session = verified.session;
  actors.set(request, `user:${verified.user.id}`);
}

async function checkOperator(deps: OperatorAuthDeps, request: FastifyRequest): Promise<void> {
  const raw = request.headers[operatorKeyHeader];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (key) return checkKey(deps.db, request, key);
  const token = bearerToken(request);
  if (token) return checkUser(deps, request, token);
  throw new AppError(
    'unauthorized',
    `Operator credentials required (${operatorKeyHeader} or x-authorization header)`,
  );
}

/** A route hook; failures go to the app's error handler as wire errors. */
export function requireOperator(deps: OperatorAuthDeps): onRequestHookHandler {
  return (request, _reply, done) => {
    checkOperator(deps, request).then(() => done(), done);
  };
}
