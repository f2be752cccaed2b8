import { screen } from '@testing-library/react';
import type { Charge } from '@touchline/contract/entities/product';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { BillingTable } from './billing-list';
import { Receipt } from './receipt';

const charge: Charge = {
  id: 'ch-1',
  contractId: 'co-1',
  productId: 'tl-offer-month',
  title: 'Monthly pass',
  kind: 'purchase',
  status: 'succeeded',
  price: 1234.5,
  currency: 'EUR',
  failureCode: null,
  testMode: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  refundedAt: null,
  refunds: [],
};
const fullRefund = {
  refundedAt: '2026-03-02T09:00:00.000Z',
  refunds: [{ id: 're-1', amount: 1234.5, createdAt: '2026-03-02T09:00:00.000Z' }],
};

afterEach(() => {
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

function serve(answer: Response) {
  const fake = createFakeFetch(() => answer);
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  return fake;
}

describe('Receipt', () => {
  it('names the seller, the amount in its currency’s format, the masked card and the refund', async () => {
    const fake = serve(jsonResponse({ content: { ...charge, ...fullRefund } }));
    await renderAtRoute(await testServices({ locale: 'de' }), '/r/', () => <Receipt id="ch-1" />);
    await screen.findByTestId('receipt');
    expect(fake.requests[0]!.url).toContain('/api/commerce/charges/ch-1');
    expect(screen.getByTestId('receipt-seller').textContent).toBe('Touchline Sports');
    expect(screen.getByTestId('receipt-amount').textContent).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(screen.getByTestId('receipt-card').textContent).toBe('VISA mit Endziffern 4242');
    expect(screen.getByTestId('receipt-refund').textContent).toContain('erstattet am');
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeTruthy();
  });

  it('shows each partial refund with its own amount', async () => {
    serve(
      jsonResponse({
        content: {
          ...charge,
          refunds: [
            { id: 're-1', amount: 100, createdAt: '2026-03-02T09:00:00.000Z' },
            { id: 're-2', amount: 34.5, createdAt: '2026-03-03T09:00:00.000Z' },
          ],
        },
      }),
    );
    await renderAtRoute(await testServices(), '/r/', () => <Receipt id="ch-1" />);
    await screen.findByTestId('receipt');
    expect(screen.getAllByTestId('receipt-refund').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^€100\.00 refunded on March 2, 2026/),
      expect.stringMatching(/^€34\.50 refunded on March 3, 2026/),
    ]);
  });

  it('says so when the charge is not the viewer’s', async () => {
    serve(
      jsonResponse(
        { error: 'not_found', messageErrorCode: 'not_found', message: 'Charge not found' },
        404,
      ),
    );
    await renderAtRoute(await testServices(), '/r/', () => <Receipt id="ch-9" />);
    expect((await screen.findByTestId('receipt-missing')).textContent).toBe(
      'This receipt was not found.',
    );
  });
});

describe('BillingTable', () => {
  it('lists each partial refund as its own line, newest first, above its charge', async () => {
    await renderAtRoute(await testServices(), '/b/', () => (
      <BillingTable
        charges={[
          {
            ...charge,
            refunds: [
              { id: 're-1', amount: 100, createdAt: '2026-03-02T09:00:00.000Z' },
              { id: 're-2', amount: 34.5, createdAt: '2026-03-03T09:00:00.000Z' },
            ],
          },
        ]}
      />
    ));
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.getAttribute('data-testid'))).toEqual([
      'billing-refund',
      'billing-refund',
      'billing-charge',
    ]);
    expect(rows[1]!.textContent).toContain('-€34.50');
    expect(rows[2]!.textContent).toContain('-€100.00');
  });

  it('lists a refund after its charge, and links each charge to its receipt', async () => {
    await renderAtRoute(await testServices(), '/b/', () => (
      <BillingTable
        charges={[
          { ...charge, ...fullRefund },
          { ...charge, id: 'ch-2', status: 'failed', card: null, failureCode: 'card_declined' },
        ]}
      />
    ));
    const refund = await screen.findByTestId('billing-refund');
    expect(refund.textContent).toContain('Refunded');
    expect(refund.textContent).toContain('-€1,234.50');
    expect(screen.getAllByTestId('billing-charge')).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: 'Receipt for Monthly pass' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/account/billing/ch-1/',
      '/account/billing/ch-2/',
    ]);
  });
});
