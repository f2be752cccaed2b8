// Who may call the admin API: an operator of the request's tenant. Operators prove it with the
// tenant's operator key in `X-Operator-Key` (see docs/decisions): no key → 401, a key this tenant
// does not hold (another tenant's, a revoked or a made-up one) → 403.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { hashOperatorKey, operatorKeyHeader } from './operator-key';
import { operatorKeyExists } from './operator-key-repository';

/** Longer values are not keys; refusing them early keeps hashing bounded. */
const maxKeyLength = 256;

async function checkOperator(db: Db, request: FastifyRequest): Promise<void> {
  const raw = request.headers[operatorKeyHeader];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) {
    throw new AppError(
      401,
      'unauthorized',
      `Operator credentials required (${operatorKeyHeader} header)`,
    );
  }
  const known =
    key.length <= maxKeyLength &&
    (await operatorKeyExists(db, request.tenant.id, hashOperatorKey(key)));
  if (!known) throw new AppError(403, 'forbidden', 'Not an operator of this tenant');
}

/** A route hook; failures go to the app's error handler as wire errors. */
export function requireOperator(db: Db): onRequestHookHandler {
  return (request, _reply, done) => {
    checkOperator(db, request).then(() => done(), done);
  };
}
