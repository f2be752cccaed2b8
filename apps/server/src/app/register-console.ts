// The operators' console and the platform's tenant calls: every change an operator makes is
// published to open pages and forgets the catalogue's answers.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { Accounts } from '../modules/auth/accounts';
import type { CommerceDeps } from '../modules/commerce/commerce-deps';
import { invalidatingPublisher, type AnswerCache } from '../modules/events/answer-cache';
import { adminCommerceRoutes } from '../modules/operator/admin-commerce-routes';
import { adminProductRoutes } from '../modules/operator/admin-product-routes';
import { adminRoutes } from '../modules/operator/admin-routes';
import { adminUserRoutes } from '../modules/operator/admin-user-routes';
import { operatorRoutes } from '../modules/operator/operator-routes';
import { platformTenantRoutes } from '../modules/operator/platform-tenant-routes';
import type { PushNotices } from '../modules/push/push-service';
import type { TelemetryDeps } from '../modules/telemetry/analytics-service';
import type { ServerFacts } from '../modules/tenants/customer-config';

export async function registerConsole(
  app: FastifyInstance,
  options: {
    config: Config;
    db: Db;
    ownerDb: Db | undefined;
    accounts: Accounts;
    answers: AnswerCache;
    telemetry: TelemetryDeps;
    commerce: CommerceDeps;
    notices: PushNotices;
    facts: ServerFacts;
  },
) {
  const { config, db, ownerDb, accounts, answers, telemetry, commerce, facts } = options;
  await app.register(operatorRoutes, {
    db,
    telemetry,
    verify: accounts.verifyToken,
    publisher: () => invalidatingPublisher(app.realtime, answers),
  });
  await app.register(adminRoutes, {
    db,
    verify: accounts.verifyToken,
    publisher: () => invalidatingPublisher(app.realtime, answers),
    invalidate: (tenantId) => answers.invalidate(tenantId),
    notices: options.notices,
  });
  await app.register(adminCommerceRoutes, { db, verify: accounts.verifyToken, commerce });
  await app.register(adminProductRoutes, { db, verify: accounts.verifyToken });
  await app.register(adminUserRoutes, { verify: accounts.verifyToken, accounts: accounts.deps });
  // The platform's tenants (ADR 064): written as the tables' owner, which alone may write them.
  if (ownerDb) {
    await app.register(platformTenantRoutes, {
      db,
      ownerDb,
      verify: accounts.verifyToken,
      platformKey: config.platformKey,
      payment: facts.payment,
      tenantsChanged: () => {
        app.tenants.invalidate();
        app.realtime.staleTenants?.();
      },
    });
  }
}
