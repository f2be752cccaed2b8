// POST /api/commerce/stripe/webhook: Stripe's signed events about PaymentIntents. The signature is
// checked by the SDK (`stripe.webhooks.constructEvent`) over the raw body, so this route reads its
// body as text; an event that does not verify is refused before anything is read from it.
// A verified `payment_intent.succeeded` or `payment_intent.payment_failed` settles the pending
// charge with that payment id in the request's tenant, and with it the contract; replays (Stripe
// retries until it gets a 2xx) find nothing pending and change nothing. A verified
// `charge.refunded` (a refund made in Stripe's dashboard, or one made here) records, by their ids,
// the refunds Stripe lists for that payment that the charge does not hold yet (ADR 052).
import type { FastifyPluginCallback } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../http/app-error';
import type { CommerceDeps } from './commerce-deps';
import { recordProviderRefunds } from './refund-service';
import {
  deleteContract,
  findPendingChargeByRef,
  settleCharge,
  updateContract,
} from './contract-repository';
import { outcomeOf } from './stripe-provider';

export const stripeWebhookPath = '/api/commerce/stripe/webhook';

export type WebhookResult = 'settled' | 'failed' | 'refunded' | 'ignored';

/** The refunds Stripe holds for a payment, asked of its API rather than read from the event: a
 *  Charge in an event of a recent API version no longer carries its refunds. */
async function refundsAtStripe(stripe: Stripe, paymentIntent: string) {
  const listed = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  return listed.data
    .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
    .map((refund) => ({ ref: refund.id, amountMinor: refund.amount }));
}

async function applyRefund(
  deps: CommerceDeps,
  stripe: Stripe,
  tenantId: string,
  charge: Stripe.Charge,
): Promise<WebhookResult> {
  const intent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intent) return 'ignored';
  const listed = await refundsAtStripe(stripe, intent);
  return (await recordProviderRefunds(deps, tenantId, intent, listed)) ? 'refunded' : 'ignored';
}

/** Applies one verified event in the tenant; what it did, for the answer and the log. */
export async function applyStripeEvent(
  deps: CommerceDeps,
  stripe: Stripe,
  tenantId: string,
  event: Stripe.Event,
): Promise<WebhookResult> {
  if (event.type === 'charge.refunded')
    return applyRefund(deps, stripe, tenantId, event.data.object);
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return 'ignored';
  const intent = event.data.object;
  const outcome = outcomeOf(intent);
  if (outcome.outcome === 'requires_action') return 'ignored';
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    // Locked, so a webhook and the browser's confirmation never settle one charge twice.
    const pending = await findPendingChargeByRef(tx, tenantId, intent.id);
    if (!pending?.contractId) return null;
    const owner = { tenantId, userId: pending.userId };
    if (outcome.outcome === 'failed') {
      await settleCharge(tx, owner, pending.id, { state: 'failed', failureCode: outcome.code });
      await deleteContract(tx, owner, pending.contractId);
      return { owner, pending, result: 'failed' as const };
    }
    await settleCharge(tx, owner, pending.id, { state: 'succeeded', failureCode: null });
    await updateContract(tx, owner, pending.contractId, { state: 'active', lastPaymentAt: now });
    return { owner, pending, result: 'settled' as const };
  });
  if (!done) return 'ignored';
  if (done.result === 'settled')
    deps.purchaseSettled(tenantId, done.owner.userId, {
      contractId: done.pending.contractId,
      productId: done.pending.productId,
      status: 'succeeded',
    });
  return done.result;
}

export const stripeWebhookRoutes: FastifyPluginCallback<{
  deps: CommerceDeps;
  stripe: Stripe;
  webhookSecret: string;
}> = (app, { deps, stripe, webhookSecret }, done) => {
  // Only in this plugin's scope: the signature covers the exact bytes Stripe sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_request, body, parsed) => parsed(null, body),
  );
  app.post(stripeWebhookPath, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof request.body !== 'string' || typeof signature !== 'string')
      throw AppError.invalid('header', 'stripe-signature', 'is required with a JSON body');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      throw AppError.invalid('header', 'stripe-signature', 'does not verify');
    }
    const result = await applyStripeEvent(deps, stripe, request.tenant.id, event);
    request.log.info({ stripeEvent: event.id, type: event.type, result }, 'stripe webhook');
    return { received: true, result };
  });
  done();
};
