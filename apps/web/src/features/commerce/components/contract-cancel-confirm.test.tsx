// Cancelling a renewal asks first, in a dialog of the modal service (spec §4 "Modal").
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { closeModal } from '../../../ui/modal/modal-store';
import { ModalHost } from '../../../ui/modal/modal-host';
import { ContractDetail } from './contract-detail';
import { ContractList } from './contract-list';

const contract = {
  id: 'co-1',
  productId: 'tl-offer-month',
  title: 'Monthly pass',
  description: null,
  eventId: null,
  price: 9.99,
  currency: 'GBP',
  type: 'svod',
  isCanceled: false,
  isActive: true,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  purchaseProcessing: false,
  lastPayment: null,
  autoRenew: true,
  isEventAvailableInUserRegion: true,
  duration: 1,
  durationUnits: 'month',
  allowedAccessIdentityItems: [],
  status: 'active',
  platform: 'web',
  purchasedAt: '2026-11-01T00:00:00.000Z',
};

function serve() {
  const fake = createFakeFetch((request) =>
    request.url.includes('cancel_contract')
      ? jsonResponse({ content: { ...contract, autoRenew: false, status: 'canceled' } })
      : request.url.includes('customer_contracts')
        ? jsonResponse({ content: [contract] })
        : jsonResponse({ content: contract }),
  );
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  return { cancels: () => fake.requests.filter((r) => r.url.includes('cancel_contract')) };
}

afterEach(() => {
  act(() => closeModal());
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('cancelling a renewal', () => {
  it('sends nothing when the viewer keeps it, and cancels once confirmed (list)', async () => {
    const fake = serve();
    await renderAtRoute(await testServices(), '/account/subscription/', () => (
      <>
        <ContractList kind="subscription" />
        <ModalHost />
      </>
    ));
    fireEvent.click(await screen.findByTestId('contract-cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the renewal?' });
    expect(dialog.textContent).toContain('Monthly pass will not renew');
    fireEvent.click(screen.getByTestId('confirm-dismiss'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.cancels()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('contract-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    await waitFor(() => expect(fake.cancels()).toHaveLength(1));
    expect(fake.cancels()[0]!.body).toEqual({ platform: 'web', id: 'co-1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts Escape as keeping it (detail)', async () => {
    const fake = serve();
    await renderAtRoute(await testServices(), '/account/subscription/co-1/', () => (
      <>
        <ContractDetail id="co-1" />
        <ModalHost />
      </>
    ));
    fireEvent.click(await screen.findByTestId('contract-cancel'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.cancels()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('contract-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    await waitFor(() => expect(fake.cancels()).toHaveLength(1));
  });
});
