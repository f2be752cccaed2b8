import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type FakeHandler } from '../../../lib/http/fake-fetch';
import { sampleOffer } from '../../../test/fixtures';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { Toaster } from '../../../ui/toaster';
import { CheckoutForm } from './checkout-form';
import { StoredCardSummary } from './stored-card';

const offer = sampleOffer;

const card = { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2035 };

const bought = {
  status: 'succeeded',
  contract: {
    ...offer,
    productId: offer.id,
    status: 'active',
    platform: 'web',
    purchasedAt: '2026-01-01T00:00:00.000Z',
  },
  clientSecret: null,
  testMode: true,
};

function serve(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  return fake;
}

/** The offer and the stored card; `pay` answers subscribe_by_stored_cc. */
const withCard = (pay: () => Response, stored: typeof card | null = card) =>
  serve((request) => {
    if (request.url.includes('stored_card')) return jsonResponse({ content: stored });
    if (request.url.includes('subscribe_by_stored_cc')) return pay();
    return jsonResponse({ content: offer });
  });

const payments = (fake: ReturnType<typeof serve>) =>
  fake.requests.filter((r) => r.url.includes('subscribe_by_stored_cc'));

afterEach(() => {
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('StoredCardSummary', () => {
  it('shows the stored card masked, with its expiry', async () => {
    withCard(() => jsonResponse({}));
    await renderAtRoute(await testServices(), '/billing/', () => <StoredCardSummary />);
    const shown = await screen.findByTestId('stored-card');
    expect(shown.textContent).toBe('VISA ending in 4242 · expires 03/2035');
    expect(screen.getByTestId('stored-card-summary').textContent).toContain('Saved card');
  });

  it('shows nothing when no card is kept', async () => {
    const fake = withCard(() => jsonResponse({}), null);
    const { container } = await renderAtRoute(await testServices(), '/billing/', () => (
      <StoredCardSummary />
    ));
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});

describe('paying with the stored card at checkout', () => {
  it('takes one click and a confirmation, then leads to the success page', async () => {
    const fake = withCard(() => jsonResponse({ content: bought }));
    const { router } = await renderAtRoute(await testServices(), '/buy/', () => (
      <CheckoutForm productId="tl-offer-month" back="/events/tl-ev-014/" />
    ));
    expect((await screen.findAllByTestId('stored-card'))[0]!.textContent).toBe(
      'VISA ending in 4242 · expires 03/2035',
    );
    fireEvent.click(screen.getByTestId('stored-card-use'));
    // Nothing is charged before the confirmation, which names the price and the card.
    expect(payments(fake)).toHaveLength(0);
    expect(screen.getByTestId('stored-card-confirmation').textContent).toContain(
      'Pay £9.99 with VISA ending in 4242 · expires 03/2035?',
    );
    fireEvent.click(screen.getByTestId('stored-card-confirm'));
    await waitFor(() => expect(payments(fake)).toHaveLength(1));
    expect(payments(fake)[0]!.body).toMatchObject({ subscription_id: 'tl-offer-month' });
    expect((payments(fake)[0]!.body as { idempotency_key: string }).idempotency_key).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success/'));
    expect(router.state.location.search).toMatchObject({ redirect: '/events/tl-ev-014/' });
  });

  it('can be called off at the confirmation', async () => {
    const fake = withCard(() => jsonResponse({ content: bought }));
    await renderAtRoute(await testServices(), '/buy/', () => (
      <CheckoutForm productId="tl-offer-month" />
    ));
    fireEvent.click(await screen.findByTestId('stored-card-use'));
    fireEvent.click(screen.getByTestId('stored-card-cancel'));
    expect(screen.queryByTestId('stored-card-confirmation')).toBeNull();
    expect(screen.getByTestId('stored-card-use')).toBeTruthy();
    expect(payments(fake)).toHaveLength(0);
  });

  it('tells a refused payment in an error toast, and a new attempt sends a new key', async () => {
    const fake = withCard(() =>
      jsonResponse(
        {
          error: 'payment_failed',
          messageErrorCode: 'payment_failed',
          message: 'Declined',
          context: 'insufficient_funds',
        },
        402,
      ),
    );
    const { router } = await renderAtRoute(await testServices(), '/buy/', () => (
      <>
        <CheckoutForm productId="tl-offer-month" />
        <Toaster theme="dark" dir="ltr" />
      </>
    ));
    fireEvent.click(await screen.findByTestId('stored-card-use'));
    fireEvent.click(screen.getByTestId('stored-card-confirm'));
    expect(await screen.findByText('Your card has insufficient funds.')).toBeTruthy();
    // The viewer stays on the checkout, the stored card offered again.
    expect(router.state.location.pathname).toBe('/buy/');
    fireEvent.click(await screen.findByTestId('stored-card-use'));
    fireEvent.click(screen.getByTestId('stored-card-confirm'));
    await waitFor(() => expect(payments(fake)).toHaveLength(2));
    const [first, second] = payments(fake).map(
      (r) => (r.body as { idempotency_key: string }).idempotency_key,
    );
    expect(first).not.toBe(second);
  });

  it('tells any other failure in an error toast too', async () => {
    withCard(() =>
      jsonResponse(
        { error: 'not_found', messageErrorCode: 'not_found', message: 'No stored card' },
        404,
      ),
    );
    await renderAtRoute(await testServices(), '/buy/', () => (
      <>
        <CheckoutForm productId="tl-offer-month" />
        <Toaster theme="dark" dir="ltr" />
      </>
    ));
    fireEvent.click(await screen.findByTestId('stored-card-use'));
    fireEvent.click(screen.getByTestId('stored-card-confirm'));
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
  });
});
