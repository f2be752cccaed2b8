// Commerce: offers and subscriptions, the card provider, purchases and their webhook, and the
// stream leases of playback.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { CommerceDeps } from '../modules/commerce/commerce-deps';
import { commerceRoutes } from '../modules/commerce/commerce-routes';
import { purchaseRoutes } from '../modules/commerce/purchase-routes';
import { createSandboxProvider } from '../modules/commerce/sandbox-provider';
import { createStripeClient, createStripeProvider } from '../modules/commerce/stripe-provider';
import { stripeWebhookRoutes } from '../modules/commerce/stripe-webhook-routes';
import { streamRoutes } from '../modules/commerce/stream-routes';
import type { Catalog } from './register-catalog';

declare module 'fastify' {
  interface FastifyInstance {
    /** What purchases and the renewal schedule (main.ts) run with. */
    commerce: CommerceDeps;
  }
}

export async function registerCommerce(
  app: FastifyInstance,
  options: { config: Config; db: Db; now: (() => Date) | undefined; catalog: Catalog },
): Promise<CommerceDeps> {
  const { config, db, now, catalog } = options;
  await app.register(commerceRoutes, catalog);
  // Stripe when its key is configured; the sandbox (Stripe's test cards, no network) otherwise.
  const stripe = config.stripe
    ? createStripeClient({
        secretKey: config.stripe.secretKey,
        ...(config.stripe.api ? { api: config.stripe.api } : {}),
      })
    : null;
  const commerce: CommerceDeps = {
    db,
    provider: stripe ? createStripeProvider(stripe) : createSandboxProvider(now),
    now: now ?? (() => new Date()),
    purchaseSettled: (tenantId, userId, message) =>
      app.realtime.toUser(tenantId, userId, 'user-purchase-status', message),
  };
  app.decorate('commerce', commerce);
  if (stripe && config.stripe?.webhookSecret) {
    await app.register(stripeWebhookRoutes, {
      deps: commerce,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
    });
  }
  await app.register(purchaseRoutes, {
    deps: commerce,
    trustedCountryHeader: config.trustedCountryHeader,
  });
  await app.register(streamRoutes, { deps: { db, now: commerce.now } });
  return commerce;
}
