import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type FakeHandler } from '../../../lib/http/fake-fetch';
import { sampleOffer } from '../../../test/fixtures';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { AccessCodeForm } from './access-code-form';
import { CheckoutForm } from './checkout-form';

const offer = sampleOffer;

function serve(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  return fake;
}

afterEach(() => {
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('CheckoutForm', () => {
  it('is marked test mode and sends a token, never the card number', async () => {
    const fake = serve((request) =>
      request.url.includes('get_subscriptions_by_id')
        ? jsonResponse({ content: offer })
        : request.url.includes('stored_card')
          ? jsonResponse({ content: null })
          : jsonResponse(
              {
                error: 'payment_failed',
                messageErrorCode: 'payment_failed',
                message: 'Declined',
                context: 'card_declined',
              },
              402,
            ),
    );
    await renderAtRoute(await testServices(), '/buy/', () => (
      <CheckoutForm productId="tl-offer-month" />
    ));
    expect(await screen.findByText('Monthly pass')).toBeTruthy();
    expect(screen.getByTestId('test-mode').textContent).toBe('Test mode');
    fireEvent.change(screen.getByLabelText('Card number'), {
      target: { value: '4000 0000 0000 0002' },
    });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/35' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('checkout-pay'));
    const checkouts = () => fake.requests.filter((r) => r.url.includes('subscription_checkout'));
    await waitFor(() => expect(checkouts()).toHaveLength(1));
    const sent = checkouts()[0]!;
    expect(sent.body).toMatchObject({
      card: { token: 'tok_sandbox_visa_0002_1235' },
      subscription_id: 'tl-offer-month',
    });
    expect(JSON.stringify(sent.body)).not.toContain('4000000000000002');
  });

  it('names the wrong field and sends nothing', async () => {
    const fake = serve((request) =>
      jsonResponse({ content: request.url.includes('stored_card') ? null : offer }),
    );
    await renderAtRoute(await testServices(), '/buy/', () => (
      <CheckoutForm productId="tl-offer-month" />
    ));
    await screen.findByText('Monthly pass');
    fireEvent.change(screen.getByLabelText('Card number'), {
      target: { value: '1234 5678 9012 3456' },
    });
    fireEvent.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByText('This is not one of the test cards.')).toBeTruthy();
    expect(fake.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});

describe('AccessCodeForm', () => {
  it('says what the code granted, and why a code was refused', async () => {
    serve((request) =>
      (request.body as { code: string }).code === 'DEMO-SEASON-PASS'
        ? jsonResponse({
            content: {
              status: 'succeeded',
              contract: {
                ...offer,
                title: 'Season pass',
                productId: 'x',
                status: 'active',
                platform: 'web',
                purchasedAt: '2026-01-01T00:00:00.000Z',
              },
              clientSecret: null,
              testMode: true,
            },
          })
        : jsonResponse(
            {
              error: 'access_code_expired',
              messageErrorCode: 'access_code_expired',
              message: 'This code has expired',
            },
            410,
          ),
    );
    await renderAtRoute(await testServices(), '/code/', () => <AccessCodeForm />);
    fireEvent.change(screen.getByLabelText('Access code'), { target: { value: 'OLD-CODE' } });
    fireEvent.click(screen.getByTestId('access-code-submit'));
    expect((await screen.findByTestId('access-code-error')).textContent).toBe(
      'This access code has expired.',
    );
    fireEvent.change(screen.getByLabelText('Access code'), {
      target: { value: 'DEMO-SEASON-PASS' },
    });
    fireEvent.click(screen.getByTestId('access-code-submit'));
    expect((await screen.findByTestId('access-code-granted')).textContent).toContain('Season pass');
  });
});
