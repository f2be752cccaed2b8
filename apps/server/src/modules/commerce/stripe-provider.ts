// The Stripe provider, used when STRIPE_SECRET_KEY is configured (the sandbox stays the default).
// Stripe.js in the browser turns the card into a PaymentMethod (`pm_…`); the server charges it with
// a PaymentIntent confirmed at once, passing the purchase's idempotency key to Stripe, so a retry
// is one charge there too. A card that needs 3-D Secure answers `requires_action` with the
// intent's client secret; after the challenge the intent is read back (confirm), and Stripe's
// signed webhooks settle whatever the browser did not report (stripe-webhook-routes.ts).
// Stripe lets a PaymentMethod be charged again (the stored card, renewals) only once it belongs
// to a Customer: a new card is given one before its first charge (ADR 060).
import Stripe from 'stripe';
import { AppError } from '../../http/app-error';
import type { CardFacts, ChargeOutcome, FailureCode, PaymentProvider } from './payment-provider';
import { paymentRefOf } from './sandbox-provider';

export interface StripeSettings {
  secretKey: string;
  /** Where the API is: Stripe's own by default; tests point the SDK at a local server. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** Stripe's refusal → the portal's reason (the client words it in the viewer's language). */
function failureOf(error: { code?: string; decline_code?: string }): FailureCode {
  if (error.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error.code === 'expired_card' || error.decline_code === 'expired_card') return 'expired_card';
  return 'card_declined';
}

/** A PaymentIntent's state as the purchase services know it. */
export function outcomeOf(intent: {
  id: string;
  status: string;
  client_secret: string | null;
  last_payment_error?: { code?: string; decline_code?: string } | null;
}): ChargeOutcome {
  if (intent.status === 'succeeded' || intent.status === 'processing')
    return { outcome: 'succeeded', ref: intent.id };
  if (intent.status === 'requires_action' && intent.client_secret)
    return { outcome: 'requires_action', ref: intent.id, clientSecret: intent.client_secret };
  return { outcome: 'failed', ref: intent.id, code: failureOf(intent.last_payment_error ?? {}) };
}

const paymentMethodPattern = /^pm_[A-Za-z0-9_]{1,200}$/;

/** The Customer the card belongs to: its own, or a new one it is attached to (one per card). */
async function customerOf(stripe: Stripe, token: string, idempotencyKey: string) {
  const method = await stripe.paymentMethods.retrieve(token);
  const owner = method.customer;
  if (owner) return { id: typeof owner === 'string' ? owner : owner.id, fresh: false };
  const customer = await stripe.customers.create(
    { payment_method: token },
    { idempotencyKey: `${idempotencyKey}:customer` },
  );
  return { id: customer.id, fresh: true };
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    testMode: false,
    async describe(token): Promise<CardFacts | null> {
      if (!paymentMethodPattern.test(token)) return null;
      try {
        const method = await stripe.paymentMethods.retrieve(token);
        const card = method.card;
        if (!card) return null;
        return {
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },
    async charge(request) {
      let customer;
      try {
        customer = await customerOf(stripe, request.token, request.idempotencyKey);
      } catch (error) {
        // A card Stripe will not keep (one charged before without a Customer): refused like a
        // declined card, so the viewer enters it again; never a 500.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { outcome: 'failed', ref: null, code: 'card_declined' };
        throw error;
      }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            payment_method: request.token,
            customer: customer.id,
            confirm: true,
            description: request.description,
            // The card is charged here; a challenge is answered in the browser, never a redirect.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            // A renewal: the bank is told nobody is present, and a card that wants a challenge
            // is refused (authentication_required) instead of waiting for one.
            ...(request.offSession ? { off_session: true } : {}),
            // A new card is kept for later charges made without the card holder.
            ...(customer.fresh && !request.offSession
              ? { setup_future_usage: 'off_session' as const }
              : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return outcomeOf(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            outcome: 'failed',
            ref: error.payment_intent?.id ?? null,
            code: failureOf(error),
          };
        }
        throw error;
      }
    },
    paymentRefOf,
    async confirm(clientSecret) {
      const intent = await stripe.paymentIntents.retrieve(paymentRefOf(clientSecret));
      const outcome = outcomeOf(intent);
      // Still waiting for the challenge after the browser said it passed: not settled, refused.
      return outcome.outcome === 'requires_action'
        ? { outcome: 'failed', ref: intent.id, code: 'card_declined' }
        : outcome;
    },
    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.paymentRef, amount: request.amountMinor },
          { idempotencyKey: request.idempotencyKey },
        );
        return { ref: refund.id };
      } catch (error) {
        // Stripe's refusal (already refunded there, disputed, …) is said as it is, never a 500.
        if (error instanceof Stripe.errors.StripeError)
          throw new AppError('provider_error', `Stripe refused the refund: ${error.message}`);
        throw error;
      }
    },
  };
}
