// The built-in sandbox provider (the default): Stripe's test cards without a network. The portal's
// card form (marked "test mode") turns a documented test number into a token
// `tok_sandbox_<brand>_<last4>_<MMYY>`; the server only ever sees that token. The last four
// digits pick the outcome, as Stripe's test cards do (docs/decisions/035).
import { randomUUID } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { CardFacts, ChargeOutcome, FailureCode, PaymentProvider } from './payment-provider';

type Behaviour = 'succeeds' | 'challenge' | FailureCode;

/** The documented test cards by their last four digits (README "Trying the paywall"). */
export const sandboxCards: Readonly<Record<string, { number: string; behaviour: Behaviour }>> = {
  '4242': { number: '4242424242424242', behaviour: 'succeeds' },
  '3220': { number: '4000000000003220', behaviour: 'challenge' },
  '0002': { number: '4000000000000002', behaviour: 'card_declined' },
  '9995': { number: '4000000000009995', behaviour: 'insufficient_funds' },
};

const tokenPattern = /^tok_sandbox_(visa|mastercard|amex)_(\d{4})_(0[1-9]|1[0-2])(\d{2})$/;
/** As Stripe's: the payment's id, then a secret part; the id leads back to the pending charge. */
const secretSeparator = '_secret_';
export const paymentRefOf = (clientSecret: string) => clientSecret.split(secretSeparator)[0] ?? '';

export function parseSandboxToken(token: string): (CardFacts & { behaviour: Behaviour }) | null {
  const match = tokenPattern.exec(token);
  const card = match ? sandboxCards[match[2]!] : undefined;
  if (!match || !card) return null;
  return {
    brand: match[1]!,
    last4: match[2]!,
    expMonth: Number(match[3]),
    expYear: 2000 + Number(match[4]),
    behaviour: card.behaviour,
  };
}

/** Clock injectable, so an expired card can be tested. */
export function createSandboxProvider(now: () => Date = () => new Date()): PaymentProvider {
  const expired = (card: CardFacts) => {
    const today = now();
    const year = today.getUTCFullYear();
    return (
      card.expYear < year || (card.expYear === year && card.expMonth < today.getUTCMonth() + 1)
    );
  };

  return {
    name: 'sandbox',
    testMode: true,
    describe(token) {
      const card = parseSandboxToken(token);
      return card
        ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
        : null;
    },
    charge(request) {
      const card = parseSandboxToken(request.token);
      const ref = `sandbox_pi_${randomUUID()}`;
      let outcome: ChargeOutcome;
      if (!card) outcome = { outcome: 'failed', ref: null, code: 'card_declined' };
      else if (expired(card)) outcome = { outcome: 'failed', ref, code: 'expired_card' };
      else if (card.behaviour === 'succeeds') outcome = { outcome: 'succeeded', ref };
      else if (card.behaviour === 'challenge') {
        const clientSecret = `${ref}${secretSeparator}${randomUUID()}`;
        outcome = { outcome: 'requires_action', ref, clientSecret };
      } else outcome = { outcome: 'failed', ref, code: card.behaviour };
      return Promise.resolve(outcome);
    },
    paymentRefOf,
    // The sandbox's challenge always passes; which charge may still settle is the service's
    // question (only a pending one of the same user).
    confirm(clientSecret) {
      return Promise.resolve({ outcome: 'succeeded', ref: paymentRefOf(clientSecret) });
    },
    // Any payment of the sandbox can be given back; the service decides which charge may be.
    refund(request) {
      if (!request.paymentRef.startsWith('sandbox_pi_'))
        return Promise.reject(new AppError('provider_error', 'Not a payment of the sandbox'));
      return Promise.resolve({ ref: `sandbox_re_${randomUUID()}` });
    },
  };
}
