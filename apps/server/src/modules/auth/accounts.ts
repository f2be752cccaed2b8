// Builds the account services' dependencies once per app and the two verifiers others use:
// bearer tokens of HTTP requests and access tokens of socket handshakes.
import { hkdfSync } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { AuthenticateSocket } from '../../realtime/socket-auth';
import { createTokenSigner } from './access-tokens';
import type { AccountsDeps } from './accounts-deps';
import { loadAuthSecret } from './auth-secret';
import { createOutboundFetch } from './sso/outbound-fetch';
import { createMailer } from './mailer';
import { portalOrigin } from './password-service';
import { createRateLimits } from './rate-limits';
import { passwordFingerprint } from './secrets';
import { createSessionCheck } from './session-check';
import { findUserById } from './user-repository';

const closeGraceMs = 5_000;

export interface Accounts {
  deps: AccountsDeps;
  /**
   * A key for another purpose (e.g. sealing paging cursors), derived from the token key with
   * HKDF, so one configured secret serves every purpose without one key doing two jobs.
   */
  deriveKey(purpose: string): Uint8Array;
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
  const signer = createTokenSigner(key, async (tenantId, userId) => {
    const user = await findUserById(db, tenantId, userId);
    return user ? passwordFingerprint(user) : null;
  });
  const sessionCheck = createSessionCheck(db);
  const limits = await createRateLimits(config.redisUrl, log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log: log.child({ module: 'mail' }),
  });
  const accountsLog = log.child({ module: 'accounts' });
  const running = new Set<Promise<unknown>>();
  const later: AccountsDeps['later'] = (what, work) => {
    const task = work()
      .catch((err: unknown) => accountsLog.error({ err }, `${what} failed`))
      .finally(() => running.delete(task));
    running.add(task);
  };
  const deps: AccountsDeps = {
    db,
    signer,
    sessionCheck,
    limits,
    mailer,
    deviceRemoved: options.deviceRemoved,
    portalOrigin: (tenant) => portalOrigin(tenant, config),
    later,
    log: accountsLog,
    now: () => new Date(),
    outboundFetch: createOutboundFetch(config.outboundAllowedHosts),
    trustedCountryHeader: config.trustedCountryHeader,
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

  const close = async () => {
    // Mail still being written gets a moment; a mail server that hangs does not hold the close.
    await Promise.race([
      Promise.allSettled(running),
      new Promise((resolve) => setTimeout(resolve, closeGraceMs).unref()),
    ]);
    await limits.close();
  };
  const deriveKey = (purpose: string) =>
    new Uint8Array(hkdfSync('sha256', key, 'touchline', purpose, 32));

  return { deps, verifyToken, authenticateSocket, deriveKey, close };
}
