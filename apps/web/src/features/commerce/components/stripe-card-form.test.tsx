// The checkout of a Stripe portal (ADR 060), with a double of Stripe.js in the loader's place:
// js.stripe.com is not reachable from tests. The double records what the page asks of Stripe.js
// and answers as Stripe does for its test cards.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type FakeHandler } from '../../../lib/http/fake-fetch';
import { sampleConfig, sampleOffer } from '../../../test/fixtures';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import {
  replaceStripeLoader,
  type StripeCardChange,
  type StripeCardField,
  type StripeClient,
  type StripeJsError,
} from '../lib/stripe-loader';
import { CheckoutForm } from './checkout-form';
import { PaymentFailure } from './payment-outcome';

const publishableKey = 'pk_test_portal0123456789';
const stripeConfig = () =>
  sampleConfig({ paymentProvider: 'stripe', cardPaymentPublicKey: publishableKey });

const contract = {
  ...sampleOffer,
  productId: sampleOffer.id,
  status: 'active',
  platform: 'web',
  purchasedAt: '2026-01-01T00:00:00.000Z',
};
const succeeded = { status: 'succeeded', contract, clientSecret: null, testMode: false };
const challenged = {
  status: 'processing',
  contract: { ...contract, status: 'processing' },
  clientSecret: 'pi_123_secret_abc',
  testMode: false,
};
const refused = (context: string) =>
  jsonResponse(
    { error: 'payment_failed', messageErrorCode: 'payment_failed', message: 'No', context },
    402,
  );

/** Stripe.js as the page uses it: the card field, PaymentMethods, and the next action. */
function fakeStripe(
  answers: {
    created?: { paymentMethod?: { id: string }; error?: StripeJsError };
    nextAction?: { paymentIntent?: { status: string }; error?: StripeJsError };
  } = {},
) {
  const seen = {
    keys: [] as string[],
    locales: [] as string[],
    created: [] as unknown[],
    nextActions: [] as string[],
    destroyed: 0,
  };
  let onChange: ((change: StripeCardChange) => void) | null = null;
  const card: StripeCardField = {
    mount: (target) =>
      target.append(
        Object.assign(document.createElement('iframe'), {
          title: 'Secure card payment input frame',
        }),
      ),
    on: (_event, handler) => (onChange = handler),
    focus: () => {},
    destroy: () => (seen.destroyed += 1),
  };
  const stripe: StripeClient = {
    elements: ({ locale }) => {
      seen.locales.push(locale);
      return { create: () => card };
    },
    createPaymentMethod: (data) => {
      seen.created.push(data);
      return Promise.resolve(answers.created ?? { paymentMethod: { id: 'pm_card_visa' } });
    },
    handleNextAction: ({ clientSecret }) => {
      seen.nextActions.push(clientSecret);
      return Promise.resolve(answers.nextAction ?? { paymentIntent: { status: 'succeeded' } });
    },
  };
  replaceStripeLoader((key) => {
    seen.keys.push(key);
    return Promise.resolve(stripe);
  });
  return {
    seen,
    card,
    client: stripe,
    /** The viewer types into Stripe's field. */
    type: (change: StripeCardChange) =>
      act(async () => {
        await Promise.resolve(onChange?.(change));
      }),
  };
}

function serve(handler: (request: Parameters<FakeHandler>[0]) => Response | undefined) {
  const fake = createFakeFetch((request) => {
    if (request.url.includes('stored_card')) return jsonResponse({ content: null });
    if (request.url.includes('get_subscriptions_by_id'))
      return jsonResponse({ content: sampleOffer });
    return handler(request) ?? jsonResponse({ error: 'not_found', message: 'none' }, 404);
  });
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  const sent = (call: string) => fake.requests.filter((r) => r.url.includes(call));
  return { ...fake, sent };
}

afterEach(() => {
  replaceStripeLoader(null);
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

async function openCheckout(locale: 'en' | 'de' = 'en') {
  const page = await renderAtRoute(
    await testServices({ config: stripeConfig(), locale }),
    '/buy/',
    () => <CheckoutForm productId="tl-offer-month" back="/events/tl-ev-014/" />,
  );
  await screen.findByTestId('stripe-card');
  await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveProperty('disabled', false));
  return page;
}

const complete = { complete: true, empty: false };

describe('the Stripe checkout', () => {
  it('pays with a PaymentMethod from Stripe.js and lands on the success page', async () => {
    const stripe = fakeStripe();
    const api = serve((r) =>
      r.url.includes('subscription_checkout') ? jsonResponse({ content: succeeded }) : undefined,
    );
    const { router, container } = await openCheckout('de');
    // Stripe's field, in the viewer's language; no sandbox form, no test mode.
    expect(stripe.seen.keys).toEqual([publishableKey]);
    expect(stripe.seen.locales).toEqual(['de']);
    expect(screen.getByTestId('stripe-card').querySelector('iframe')).not.toBeNull();
    expect(screen.queryByTestId('test-mode')).toBeNull();
    expect(container.querySelector('input[autocomplete="cc-number"]')).toBeNull();

    await stripe.type(complete);
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success/'));
    expect(router.state.location.search).toMatchObject({ redirect: '/events/tl-ev-014/' });
    expect(stripe.seen.created).toEqual([{ type: 'card', card: stripe.card }]);
    const [checkout] = api.sent('subscription_checkout');
    expect(checkout!.body).toEqual({
      card: { token: 'pm_card_visa' },
      subscription_id: 'tl-offer-month',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    expect(stripe.seen.nextActions).toEqual([]);
  });

  it('runs the 3-D Secure challenge in Stripe.js, then has the server settle it', async () => {
    const stripe = fakeStripe();
    const api = serve((r) => {
      if (r.url.includes('subscription_checkout')) return jsonResponse({ content: challenged });
      if (r.url.includes('confirm_payment')) return jsonResponse({ content: succeeded });
      return undefined;
    });
    const { router } = await openCheckout();
    await stripe.type(complete);
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success/'));
    expect(stripe.seen.nextActions).toEqual(['pi_123_secret_abc']);
    expect(api.sent('confirm_payment').map((r) => r.body)).toEqual([
      { client_secret: 'pi_123_secret_abc' },
    ]);
  });

  it('a failed challenge ends on the failure page with the server’s reason', async () => {
    const api = serve((r) => {
      if (r.url.includes('subscription_checkout')) return jsonResponse({ content: challenged });
      if (r.url.includes('confirm_payment')) return refused('card_declined');
      return undefined;
    });
    const stripe = fakeStripe({
      nextAction: { error: { type: 'card_error', code: 'payment_intent_authentication_failure' } },
    });
    const { router } = await openCheckout();
    await stripe.type(complete);
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/failure/'));
    // The server, not the page, decides: it is asked even when Stripe.js reports a failure.
    expect(api.sent('confirm_payment')).toHaveLength(1);
    expect(router.state.location.search).toMatchObject({ reason: 'card_declined' });
  });

  for (const [reason, german] of [
    ['card_declined', 'Deine Karte wurde abgelehnt.'],
    ['insufficient_funds', 'Deine Karte ist nicht gedeckt.'],
  ] as const) {
    it(`a refused card (${reason}) lands on the failure page, said in the viewer’s language`, async () => {
      const stripe = fakeStripe();
      serve((r) => (r.url.includes('subscription_checkout') ? refused(reason) : undefined));
      const { router } = await openCheckout('de');
      await stripe.type(complete);
      fireEvent.click(screen.getByTestId('checkout-pay'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment/failure/'));
      expect(router.state.location.search).toMatchObject({
        reason,
        redirect: '/events/tl-ev-014/',
      });
      await renderAtRoute(await testServices({ locale: 'de' }), '/payment/failure/', () => (
        <PaymentFailure reason={reason} />
      ));
      expect((await screen.findByTestId('payment-failure-reason')).textContent).toBe(german);
    });
  }

  it('any other answer of the server ends on the failure page, without a reason it cannot word', async () => {
    const stripe = fakeStripe();
    serve((r) =>
      r.url.includes('subscription_checkout')
        ? jsonResponse({ error: 'conflict', message: 'held', context: 'already_purchased' }, 409)
        : undefined,
    );
    const { router } = await openCheckout();
    await stripe.type(complete);
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/failure/'));
    await renderAtRoute(await testServices(), '/payment/failure/', () => (
      <PaymentFailure reason={(router.state.location.search as { reason: string }).reason} />
    ));
    expect((await screen.findByTestId('payment-failure-reason')).textContent).toBe(
      'The payment could not be completed.',
    );
  });

  it('sends nothing while the card is incomplete or Stripe refuses to make a PaymentMethod', async () => {
    const stripe = fakeStripe({
      created: { error: { type: 'validation_error', message: 'Your card number is invalid.' } },
    });
    const api = serve(() => undefined);
    await openCheckout();
    fireEvent.click(screen.getByTestId('checkout-pay'));
    expect((await screen.findByTestId('stripe-card-error')).textContent).toBe(
      'Enter the card number, expiry date and CVC.',
    );
    expect(stripe.seen.created).toHaveLength(0);
    await stripe.type(complete);
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() =>
      expect(screen.getByTestId('stripe-card-error').textContent).toBe(
        'Your card number is invalid.',
      ),
    );
    expect(api.sent('subscription_checkout')).toHaveLength(0);
  });

  it('says when Stripe.js cannot be loaded, and loads it again on request', async () => {
    let attempts = 0;
    const { client } = fakeStripe();
    replaceStripeLoader(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new Error('js.stripe.com unreachable'));
      return Promise.resolve(client);
    });
    serve(() => undefined);
    await renderAtRoute(await testServices({ config: stripeConfig() }), '/buy/', () => (
      <CheckoutForm productId="tl-offer-month" />
    ));
    expect((await screen.findByTestId('stripe-unavailable')).textContent).toContain(
      'could not be loaded',
    );
    expect(screen.getByTestId('checkout-pay')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByText('Try again'));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-pay')).toHaveProperty('disabled', false),
    );
    expect(screen.queryByTestId('stripe-unavailable')).toBeNull();
    expect(attempts).toBe(2);
  });

  it('a sandbox portal never loads Stripe.js', async () => {
    const stripe = fakeStripe();
    serve(() => undefined);
    await renderAtRoute(await testServices(), '/buy/', () => (
      <CheckoutForm productId="tl-offer-month" />
    ));
    expect(await screen.findByTestId('test-mode')).toBeTruthy();
    expect(stripe.seen.keys).toEqual([]);
  });
});

describe('the stored card on a Stripe portal', () => {
  it('passes its challenge in Stripe.js too, then lands on the success page', async () => {
    const stripe = fakeStripe();
    const fake = createFakeFetch((request) => {
      if (request.url.includes('stored_card'))
        return jsonResponse({
          content: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2035 },
        });
      if (request.url.includes('subscribe_by_stored_cc'))
        return jsonResponse({ content: challenged });
      if (request.url.includes('confirm_payment')) return jsonResponse({ content: succeeded });
      return jsonResponse({ content: sampleOffer });
    });
    installApiClient(createHttpClient({ fetch: fake.fetch }));
    const { router } = await renderAtRoute(
      await testServices({ config: stripeConfig() }),
      '/buy/',
      () => <CheckoutForm productId="tl-offer-month" />,
    );
    fireEvent.click(await screen.findByTestId('stored-card-use'));
    fireEvent.click(screen.getByTestId('stored-card-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success/'));
    expect(stripe.seen.nextActions).toEqual(['pi_123_secret_abc']);
    expect(fake.requests.filter((r) => r.url.includes('confirm_payment'))).toHaveLength(1);
  });
});
