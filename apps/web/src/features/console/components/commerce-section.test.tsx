// The Sales section against a stand-in API: the codes of a new batch are shown once and saved as
// CSV, a batch is disabled after a confirmation, a refund updates its row, and a portal that
// sells nothing says so and offers to make its first product.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  AccessCodeBatch,
  CreatedAccessCodeBatch,
} from '@touchline/contract/calls/admin-commerce';
import type { AdminProduct } from '@touchline/contract/calls/admin-products';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type RecordedRequest } from '../../../lib/http/fake-fetch';
import { sampleAdminCharge } from '../../../test/fixtures';
import { TestProviders, testServices } from '../../../test/providers';
import { ModalHost } from '../../../ui/modal/modal-host';
import { closeModal } from '../../../ui/modal/modal-store';
import { CommerceSection } from './commerce-section';

const offer: AdminProduct = {
  id: 'offer-season',
  type: 'svod',
  title: 'Season pass',
  description: null,
  eventId: null,
  priceMinor: 4_999,
  currency: 'EUR',
  duration: 1,
  durationUnits: 'year',
  autoRenew: true,
  onSale: true,
  items: [],
  createdAt: '2026-11-01T10:00:00.000Z',
};
const batch: AccessCodeBatch = {
  id: 'batch-1',
  productId: 'offer-season',
  label: 'Club night',
  useLimit: 1,
  expiresAt: null,
  disabledAt: null,
  codeCount: 2,
  uses: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const created: CreatedAccessCodeBatch = { ...batch, codes: ['AB12-CD34', 'EF56-GH78'] };
const charge = sampleAdminCharge();

type Route = (request: RecordedRequest) => unknown;

/** What the products panel's forms list: leagues and teams, and games for a pass. */
const formLists: Record<string, Route> = {
  'GET /api/admin/identities': () => ({ entries: [] }),
  'GET /api/admin/events': () => ({ entries: [] }),
};

function serve(routes: Record<string, Route>) {
  const fake = createFakeFetch((request) => {
    const path = new URL(request.url, 'http://portal.test').pathname;
    const route = routes[`${request.method} ${path}`] ?? formLists[`${request.method} ${path}`];
    if (!route) throw new Error(`unexpected ${request.method} ${path}`);
    return jsonResponse({ content: route(request) });
  });
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  return fake;
}

/** jsdom's Blob has no text(); its FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

async function show() {
  const services = await testServices();
  render(
    <TestProviders services={services}>
      <CommerceSection />
      <ModalHost />
    </TestProviders>,
  );
}

// jsdom has no object URLs; the download test puts stand-ins in and these put back what was there.
const objectUrls = Object.getOwnPropertyDescriptors(URL);

afterEach(() => {
  Object.defineProperties(URL, {
    createObjectURL: objectUrls.createObjectURL ?? {
      value: undefined,
      writable: true,
      configurable: true,
    },
    revokeObjectURL: objectUrls.revokeObjectURL ?? {
      value: undefined,
      writable: true,
      configurable: true,
    },
  });
  act(() => closeModal());
  vi.restoreAllMocks();
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('CommerceSection', () => {
  it('says that sales are off on a portal with no offers, batches or charges', async () => {
    serve({
      'GET /api/admin/products': () => ({ entries: [] }),
      'GET /api/admin/access-code-batches': () => ({ entries: [] }),
      'GET /api/admin/charges': () => ({ entries: [] }),
    });
    await show();
    expect(await screen.findByTestId('commerce-off')).toBeTruthy();
    expect(screen.queryByTestId('batch-form')).toBeNull();
    // The first offer is made right there.
    expect(screen.getByTestId('product-create-form')).toBeTruthy();
  });

  it('shows the codes of a new batch once, saves them as CSV, then lists counts only', async () => {
    let batches: AccessCodeBatch[] = [];
    const fake = serve({
      'GET /api/admin/products': () => ({ entries: [offer] }),
      'GET /api/admin/access-code-batches': () => ({ entries: batches }),
      'GET /api/admin/charges': () => ({ entries: [] }),
      'POST /api/admin/access-code-batches': () => {
        batches = [batch];
        return created;
      },
    });
    let saved: Blob | null = null;
    const createUrl = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:codes';
    });
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await show();

    fireEvent.change(await screen.findByTestId('batch-offer'), {
      target: { value: 'offer-season' },
    });
    fireEvent.input(screen.getByTestId('batch-count'), { target: { value: '2' } });
    fireEvent.input(screen.getByTestId('batch-label'), { target: { value: 'Club night' } });
    fireEvent.submit(screen.getByTestId('batch-form'));

    const codes = await screen.findByTestId<HTMLTextAreaElement>('created-codes-list');
    expect(codes.value).toBe('AB12-CD34\nEF56-GH78');
    expect(screen.getByTestId('created-codes-once').textContent).toBe(
      '“Club night” is ready with 2 codes. They are shown only now: download or copy them before you leave.',
    );
    const sent = fake.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ productId: 'offer-season', count: 2, label: 'Club night' });

    fireEvent.click(screen.getByTestId('created-codes-csv'));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await readText(saved!)).toBe(
      'code,batch,offer,expires\r\nAB12-CD34,Club night,Season pass,\r\nEF56-GH78,Club night,Season pass,\r\n',
    );

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByTestId('created-codes-copy'));
    expect(await screen.findByText('Codes copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('AB12-CD34\nEF56-GH78');
    Reflect.deleteProperty(navigator, 'clipboard');

    fireEvent.click(screen.getByTestId('created-codes-done'));
    await waitFor(() => expect(screen.getAllByTestId('batch-row')).toHaveLength(1));
    expect(screen.queryByTestId('created-codes')).toBeNull();
    expect(screen.getByTestId('batch-form')).toBeTruthy();
    expect(document.body.textContent).not.toContain('AB12-CD34');
    expect(screen.getByTestId('batch-row').textContent).toContain('0 / 2');
  });

  it('disables a batch only after the confirmation', async () => {
    const fake = serve({
      'GET /api/admin/products': () => ({ entries: [offer] }),
      'GET /api/admin/access-code-batches': () => ({ entries: [batch] }),
      'GET /api/admin/charges': () => ({ entries: [] }),
      'POST /api/admin/access-code-batches/batch-1/disable': () => ({
        ...batch,
        disabledAt: '2026-11-26T10:00:00.000Z',
      }),
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Club night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable “Club night”?' });
    fireEvent.click(within(dialog).getByTestId('confirm-accept'));
    await waitFor(() => expect(screen.getByTestId('batch-state').textContent).toMatch(/^Disabled/));
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.queryByTestId('batch-disable')).toBeNull();
  });

  it('refunds a part of a charge in minor units and shows it on the row', async () => {
    const fake = serve({
      'GET /api/admin/products': () => ({ entries: [offer] }),
      'GET /api/admin/access-code-batches': () => ({ entries: [] }),
      'GET /api/admin/charges': () => ({ entries: [charge] }),
      'POST /api/admin/charges/ch-1/refund': () => ({
        ...charge,
        refunds: [{ id: 'r-1', amount: 5, createdAt: '2026-11-26T10:00:00.000Z' }],
      }),
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund Season pass' }));
    const amount = await screen.findByTestId<HTMLInputElement>('refund-amount');
    expect(amount.value).toBe('49.99');
    fireEvent.input(amount, { target: { value: '5' } });
    fireEvent.submit(screen.getByTestId('refund-dialog'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const refund = fake.requests.find((request) => request.method === 'POST');
    expect(refund?.body).toEqual({ amount: 500 });
    expect(screen.getByTestId('charge-refunded').textContent).toBe('€5.00');
    // 44.99 is still left, so the action stays.
    expect(screen.getByTestId('charge-refund')).toBeTruthy();
  });

  it('lists the products with their price and what they unlock, and makes a new one', async () => {
    let products: AdminProduct[] = [offer];
    const fake = serve({
      'GET /api/admin/products': () => ({ entries: products }),
      'GET /api/admin/access-code-batches': () => ({ entries: [] }),
      'GET /api/admin/charges': () => ({ entries: [] }),
      'POST /api/admin/products': () => {
        const made: AdminProduct = { ...offer, id: 'offer-month', title: 'Month', priceMinor: 999 };
        products = [made, offer];
        return made;
      },
    });
    await show();
    const row = await screen.findByTestId('product-row');
    expect(within(row).getByTestId('product-price').textContent).toBe('€49.99');
    expect(row.textContent).toContain('1 year');
    // A new product starts in the currency the portal already sells in.
    expect(screen.getByTestId<HTMLInputElement>('product-create-currency').value).toBe('EUR');

    fireEvent.input(screen.getByTestId('product-create-title'), { target: { value: 'Month' } });
    fireEvent.input(screen.getByTestId('product-create-price'), { target: { value: '9.99' } });
    fireEvent.submit(screen.getByTestId('product-create-form'));
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(2));
    const sent = fake.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({
      type: 'svod',
      title: 'Month',
      priceMinor: 999,
      currency: 'EUR',
    });
    // The new product is open for editing, and a batch of codes may grant it.
    expect(screen.getByTestId('product-edit-form')).toBeTruthy();
    const offers = [...screen.getByTestId('batch-offer').querySelectorAll('option')].map(
      (option) => option.value,
    );
    expect(offers).toEqual(['', 'offer-month', 'offer-season']);
  });
});
