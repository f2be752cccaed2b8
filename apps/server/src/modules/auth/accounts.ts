// Builds the account services' dependencies once per app and the two verifiers others use:
// bearer tokens of HTTP requests and access tokens of socket handshakes.
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { AuthenticateSocket } from '../../realtime/socket-auth';
import { createTokenSigner } from './access-tokens';
import type { AccountsDeps } from './accounts-deps';
import { loadAuthSecret } from './auth-secret';
import { createMailer } from './mailer';
import { portalOrigin } from './password-service';
import { createRateLimits } from './rate-limits';
import { createSessionCheck } from './session-check';

export interface Accounts {
  deps: AccountsDeps;
  verifyToken: TokenVerifier;
  authenticateSocket: AuthenticateSocket;
  close(): Promise<void>;
}

export async function createAccounts(options: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  deviceRemoved: AccountsDeps['deviceRemoved'];
}): Promise<Accounts> {
  const { config, db, log } = options;
  const key = await loadAuthSecret(config.authSecret, config.dataDir);
  const signer = createTokenSigner(key);
  const sessionCheck = createSessionCheck(db);
  const limits = await createRateLimits(config.redisUrl, log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log: log.child({ module: 'mail' }),
  });
  const deps: AccountsDeps = {
    db,
    signer,
    sessionCheck,
    limits,
    mailer,
    deviceRemoved: options.deviceRemoved,
    portalOrigin: (tenant) => portalOrigin(tenant, config),
    log: log.child({ module: 'accounts' }),
    now: () => new Date(),
  };

  const verifyToken: TokenVerifier = async (token, tenant) => {
    const claims = await signer.verify(token, tenant.id);
    if (!claims) return null;
    const user = { id: claims.userId, tenantId: tenant.id };
    if (claims.scope === 'devices')
      return { user, session: { id: null, deviceRowId: null, scope: 'devices' } };
    const session = claims.sessionId
      ? await sessionCheck.active(tenant.id, claims.sessionId)
      : null;
    if (!session || session.userId !== claims.userId) return null;
    return {
      user,
      session: { id: claims.sessionId, deviceRowId: session.deviceRowId, scope: 'full' },
    };
  };

  const authenticateSocket: AuthenticateSocket = async (token, tenant) => {
    const verified = await verifyToken(token, tenant);
    return verified?.session.scope === 'full' ? verified.user.id : null;
  };

  return { deps, verifyToken, authenticateSocket, close: () => limits.close() };
}
