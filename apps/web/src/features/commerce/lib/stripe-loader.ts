// Stripe.js behind a small seam (ADR 060). The checkout sees only the few calls it makes; the
// script comes from js.stripe.com (Stripe requires that) the first time a Stripe checkout needs it,
// never on other pages: `@stripe/stripe-js/pure` injects nothing when imported, and it is itself
// imported on demand, so neither the loader nor the script is part of the first load. Tests put a
// double in its place with `replaceStripeLoader` (js.stripe.com is not reachable from them).
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { Locale } from '@touchline/contract/enums';

/** Stripe's refusal or validation problem, as Stripe.js reports it. */
export interface StripeJsError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

export interface StripeCardChange {
  complete: boolean;
  empty: boolean;
  error?: StripeJsError | undefined;
}

/** The card element: Stripe's own iframe, which holds the number, expiry and CVC. */
export interface StripeCardField {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): unknown;
  focus(): void;
  destroy(): void;
}

export interface StripeCardOptions {
  hidePostalCode: boolean;
  disableLink: boolean;
  style: { base: Record<string, string>; invalid: Record<string, string> };
}

/** What the checkout asks of Stripe.js, and nothing more. */
export interface StripeClient {
  elements(options: { locale: StripeLocale }): {
    create(type: 'card', options: StripeCardOptions): StripeCardField;
  };
  /** The card becomes a PaymentMethod (`pm_…`) at Stripe; this page never reads its number. */
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardField;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeJsError }>;
  /** The PaymentIntent's next action (3-D Secure), in Stripe's own dialog. */
  handleNextAction(options: {
    clientSecret: string;
  }): Promise<{ paymentIntent?: { status: string }; error?: StripeJsError }>;
}

type StripeLocale =
  | 'auto'
  | 'en'
  | 'de'
  | 'es'
  | 'fr'
  | 'fr-CA'
  | 'he'
  | 'it'
  | 'pl'
  | 'pt'
  | 'ko'
  | 'zh';

const stripeLocales = new Set<string>([
  'en',
  'de',
  'es',
  'fr',
  'fr-CA',
  'he',
  'it',
  'pl',
  'pt',
  'ko',
  'zh',
]);

/** The card field's placeholders and messages in the viewer's language where Stripe has it. */
export const stripeLocaleOf = (locale: Locale): StripeLocale =>
  stripeLocales.has(locale) ? (locale as StripeLocale) : 'auto';

export type StripeLoader = (publishableKey: string) => Promise<StripeClient | null>;

/** Stripe.js seen through the seam: the calls the checkout makes, passed on unchanged. */
function adapt(stripe: Stripe): StripeClient {
  return {
    elements: (options) => {
      const elements = stripe.elements(options);
      return { create: (type, cardOptions) => elements.create(type, cardOptions) };
    },
    // The only card fields this page has are the ones `create` above made: Stripe's own.
    createPaymentMethod: ({ card }) =>
      stripe.createPaymentMethod({ type: 'card', card: card as StripeCardElement }),
    handleNextAction: (options) => stripe.handleNextAction(options),
  };
}

const loadFromStripe: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  return stripe && adapt(stripe);
};

let loader: StripeLoader = loadFromStripe;
const loaded = new Map<string, Promise<StripeClient | null>>();

/** Stripe.js for this key, loaded once; a failed load is tried again on the next call. */
export function loadStripeClient(publishableKey: string): Promise<StripeClient | null> {
  let client = loaded.get(publishableKey);
  if (!client) {
    client = loader(publishableKey).then((stripe) => {
      if (!stripe) loaded.delete(publishableKey);
      return stripe;
    });
    client.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, client);
  }
  return client;
}

/** Tests: another loader in Stripe.js's place (null: Stripe's own again). */
export function replaceStripeLoader(next: StripeLoader | null) {
  loader = next ?? loadFromStripe;
  loaded.clear();
}
