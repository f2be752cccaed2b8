// Accounts and users: who is signed in (the token plugin) and what they may watch
// (entitlements), the limits every call is counted against, and the auth and user routes.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/open';
import authPlugin from '../http/auth-plugin';
import { callLimiter } from '../http/call-limits';
import { createAccounts, type Accounts } from '../modules/auth/accounts';
import { authRoutes } from '../modules/auth/auth-routes';
import { appleCallbackRoutes } from '../modules/auth/sso/apple-callback-routes';
import { providerLinkRoutes } from '../modules/auth/sso/provider-link-routes';
import { userRoutes } from '../modules/auth/user-routes';
import { entitlementPlugin } from '../modules/commerce/entitlement-service';

export async function registerAccounts(
  app: FastifyInstance,
  { config, db, now }: { config: Config; db: Db; now: (() => Date) | undefined },
): Promise<Accounts> {
  const accounts = await createAccounts({
    config,
    db,
    log: app.log,
    deviceRemoved: (tenantId, userId, deviceId) =>
      app.realtime.toUser(tenantId, userId, 'remove-user-device', { deviceId }),
  });
  app.addHook('onClose', () => accounts.close());
  // What serveCall needs (http/serve-call.ts): every route registered from here on is served
  // through it.
  app.decorate('strictContract', config.nodeEnv !== 'production');
  app.decorate(
    'consumeCallLimit',
    callLimiter({
      enabled: config.callRateLimits,
      consume: (name, key) => accounts.deps.limits.consume(name, key),
    }),
  );
  await app.register(authPlugin, { verify: accounts.verifyToken });
  await app.register(entitlementPlugin, { db, now: now ?? (() => new Date()) });
  await app.register(authRoutes, { deps: accounts.deps });
  await app.register(appleCallbackRoutes);
  await app.register(providerLinkRoutes, { deps: accounts.deps });
  await app.register(userRoutes, { deps: accounts.deps });
  return accounts;
}
