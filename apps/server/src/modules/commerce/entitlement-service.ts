// A signed-in viewer's holdings, for the rule of http/entitlements.ts: the events of their passes
// and the access items of their running subscriptions. Loaded once per catalogue call by the hook
// below, so every event in the answer is judged against the same holdings.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/open';
import type { Entitlements } from '../../http/entitlements';
import { listHoldings, type Owner } from './contract-repository';
import { sessionLease } from './stream-lease-repository';

export async function loadEntitlements(db: Db, owner: Owner, now: Date): Promise<Entitlements> {
  const passEvents = new Set<string>();
  const subscribedItems = new Set<string>();
  for (const row of await listHoldings(db, owner, now)) {
    if (row.eventId) passEvents.add(row.eventId);
    if (row.identityId) subscribedItems.add(row.identityId);
  }
  return { passEvents, subscribedItems };
}

/**
 * Calls a signed-in viewer makes with their session (auth `optional` or `required`) may answer
 * or act on events whose availability depends on it: the catalogue, and also the watchlist,
 * continue watching, recommendations and cutting a clip (a paid game is cut by whoever may watch
 * it). Limited-token calls (a device-limit screen) answer none.
 */
const answersCatalogue = (request: FastifyRequest) => {
  const auth = request.routeOptions.config.call?.auth;
  return auth === 'optional' || auth === 'required';
};

/**
 * Sets `request.entitlements` for a signed-in viewer's session calls, after the token is read
 * (preValidation) and before the handler; and, when the tenant limits concurrent streams, the
 * session's live lease, which the signed addresses of its event carry (ADR 052).
 */
export const entitlementPlugin = fp<{ db: Db; now: () => Date }>(
  (app: FastifyInstance, { db, now }, done) => {
    app.decorateRequest('entitlements', null);
    app.decorateRequest('streamLease', null);
    app.addHook('preHandler', async (request) => {
      if (!request.user || !answersCatalogue(request)) return;
      const owner = { tenantId: request.tenant.id, userId: request.user.id };
      const sessionId = request.session?.id;
      const limited = request.tenant.settings.streamLimit !== undefined && sessionId;
      const [entitlements, lease] = await Promise.all([
        loadEntitlements(db, owner, now()),
        limited ? sessionLease(db, owner, sessionId, now()) : null,
      ]);
      request.entitlements = entitlements;
      request.streamLease = lease;
    });
    done();
  },
  { name: 'touchline-entitlements', dependencies: ['touchline-auth'] },
);
