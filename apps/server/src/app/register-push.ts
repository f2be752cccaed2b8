// Web push (ADR 051): the sender, the notices the status schedule announces, and the
// subscription routes.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { createOutboundFetch, outboundRefusal } from '../modules/auth/sso/outbound-fetch';
import { pushRoutes } from '../modules/push/push-routes';
import { createPushSender, vapidSubject } from '../modules/push/push-sender';
import { createPushNotices, type PushDeps, type PushNotices } from '../modules/push/push-service';
import { findTenantsByIds } from '../modules/tenants/tenant-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push notices the status schedule (main.ts) announces (ADR 051). */
    pushNotices: PushNotices;
  }
}

/** `wake` starts the job worker's next pass: notices are jobs of the pipeline's queue. */
export async function registerPush(
  app: FastifyInstance,
  { config, db, wake }: { config: Config; db: Db; wake: () => void },
) {
  const push: PushDeps = {
    db,
    send: createPushSender({
      fetch: createOutboundFetch(config.outboundAllowedHosts),
      refused: (error) => outboundRefusal(error) !== null,
      subject: vapidSubject(config.mailFrom),
    }),
    wake,
    tenantOf: async (id) => (await findTenantsByIds(db, [id]))[0] ?? null,
  };
  const pushNotices = createPushNotices(push);
  app.decorate('pushNotices', pushNotices);
  await app.register(pushRoutes, { deps: push, trustedCountryHeader: config.trustedCountryHeader });
  return { push, pushNotices };
}
