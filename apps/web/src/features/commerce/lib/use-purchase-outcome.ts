// Where a purchase leads, whichever form made it: /payment/success, /payment/failure with the
// reason, or the card challenge first. The sandbox's challenge is its own page
// (/payment/processing); Stripe's is Stripe.js's dialog over the checkout (3-D Secure), after
// which the server reads the PaymentIntent and settles the purchase (ADR 060).
import { useNavigate } from '@tanstack/react-router';
import type { PurchaseResult } from '@touchline/contract/entities/product';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { ApiError } from '../../../lib/http/api-error';
import { useConfirmPayment } from '../api/confirm-payment';
import { loadStripeClient } from './stripe-loader';

/** Why a payment failed, from the answer's `context` (card_declined, insufficient_funds, …). */
export const reasonOf = (error: unknown) => {
  const context =
    error instanceof ApiError && typeof error.body === 'object' && error.body !== null
      ? (error.body as { context?: unknown }).context
      : undefined;
  return typeof context === 'string' ? context : 'unknown';
};

/** The portal's Stripe.js key when its provider is Stripe; null for the sandbox. */
export function useStripeKey(): string | null {
  const config = useCustomerConfig();
  return config.paymentProvider === 'stripe' ? config.cardPaymentPublicKey : null;
}

export function usePurchaseOutcome(back?: string) {
  const navigate = useNavigate();
  const stripeKey = useStripeKey();
  const confirm = useConfirmPayment();
  const search = back ? { redirect: back } : {};

  const failed = (error: unknown) =>
    navigate({ to: '/payment/failure/', search: { ...search, reason: reasonOf(error) } });

  const settled = async (result: PurchaseResult) => {
    const secret = result.status === 'processing' ? result.clientSecret : null;
    if (secret && !stripeKey) {
      await navigate({ to: '/payment/processing/', search: { ...search, secret } });
      return;
    }
    if (secret && stripeKey) {
      try {
        const stripe = await loadStripeClient(stripeKey);
        if (!stripe) throw new Error('Stripe.js could not be loaded');
        // Passed, failed or abandoned: the server asks Stripe and records what happened.
        await stripe.handleNextAction({ clientSecret: secret });
        await confirm.mutateAsync(secret);
      } catch (error) {
        await failed(error);
        return;
      }
    }
    await navigate({ to: '/payment/success/', search });
  };

  return { settled, failed };
}
