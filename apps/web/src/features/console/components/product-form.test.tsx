// The product form: required fields, a price typed in the viewer's format (4,50 in German) sent
// in minor units, a currency's decimals, a pass that must name its game, and an edit that shows
// the stored price in the viewer's format and sends only what changed.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminEvent, AdminIdentity } from '@touchline/contract/calls/admin';
import type { AdminProduct } from '@touchline/contract/calls/admin-products';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { toCreateProduct, toUpdateProduct, type ProductFormValues } from '../lib/product-form';
import { ProductForm } from './product-form';

const league: AdminIdentity = {
  id: 'league-1',
  kind: 'league',
  title: 'Premier Division',
  parentId: null,
  shortName: null,
  logoUrl: null,
  colour: null,
  sportType: 'football',
  archived: false,
};
const game: AdminEvent = {
  id: 'game-1',
  title: 'Riverside v Harbour',
  status: 'upcoming',
  startsAt: '2026-12-05T15:00:00.000Z',
  endsAt: null,
  sportType: 'football',
  leagueId: 'league-1',
  team1Id: null,
  team2Id: null,
  streamUrl: null,
  posterUrl: null,
  commerceCoverage: 'commerce_free_media',
  regionAllowed: [],
  regionBlocked: [],
  adUrls: [],
};
const season: AdminProduct = {
  id: 'pr-1',
  type: 'svod',
  title: 'Season',
  description: null,
  eventId: null,
  priceMinor: 4_999,
  currency: 'EUR',
  duration: 1,
  durationUnits: 'year',
  autoRenew: true,
  onSale: true,
  items: [{ id: 'league-1', title: 'Premier Division' }],
  createdAt: '2026-11-01T10:00:00.000Z',
};

let english: TestServices;
let german: TestServices;
beforeAll(async () => {
  english = await testServices();
  german = await testServices({ locale: 'de' });
});

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });
const choose = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function show(
  services: TestServices,
  submit: (values: ProductFormValues) => Promise<unknown>,
  editing?: AdminProduct,
) {
  render(
    <TestProviders services={services}>
      <ProductForm
        identities={[league]}
        events={[game]}
        onSubmit={submit}
        {...(editing ? { editing } : {})}
      />
    </TestProviders>,
  );
}

describe('ProductForm', () => {
  it('asks for a name and a price', async () => {
    const submit = vi.fn(() => Promise.resolve());
    show(english, submit);
    fireEvent.submit(screen.getByTestId('product-create-form'));
    await waitFor(() => expect(screen.getAllByText('Fill this in.')).toHaveLength(2));
    expect(submit).not.toHaveBeenCalled();
  });

  it('takes a German price with a comma and sends it in cents with its league', async () => {
    const submit = vi.fn((_values: ProductFormValues) => Promise.resolve());
    show(german, submit);
    type('product-create-title', 'Saisonpass');
    type('product-create-price', '4,50');
    type('product-create-currency', 'eur');
    type('product-create-duration', '3');
    choose('product-create-units', 'month');
    fireEvent.click(screen.getByRole('checkbox', { name: /Premier Division/ }));
    fireEvent.submit(screen.getByTestId('product-create-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(toCreateProduct(submit.mock.calls[0]![0])).toEqual({
      type: 'svod',
      title: 'Saisonpass',
      priceMinor: 450,
      currency: 'EUR',
      onSale: true,
      duration: 3,
      durationUnits: 'month',
      autoRenew: true,
      itemIds: ['league-1'],
    });
  });

  it('refuses decimals a currency does not have, in German, and an unknown currency', async () => {
    const submit = vi.fn(() => Promise.resolve());
    show(german, submit);
    type('product-create-title', 'Pass');
    type('product-create-price', '4,5');
    type('product-create-currency', 'JPY');
    fireEvent.submit(screen.getByTestId('product-create-form'));
    expect(
      await screen.findByText(
        'Gib einen Preis ab 0 mit höchstens 0 Nachkommastellen ein, z. B. 4,50.',
      ),
    ).toBeTruthy();
    type('product-create-currency', 'XYZ');
    fireEvent.submit(screen.getByTestId('product-create-form'));
    expect(await screen.findByText('Gib einen Währungscode wie EUR ein.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('makes a pass name its game, and sends no duration or items for it', async () => {
    const submit = vi.fn((_values: ProductFormValues) => Promise.resolve());
    show(english, submit);
    choose('product-create-type', 'ppv');
    type('product-create-title', 'Final pass');
    type('product-create-price', '500');
    type('product-create-currency', 'JPY');
    expect(screen.queryByTestId('product-create-duration')).toBeNull();
    expect(screen.queryByTestId('product-create-items')).toBeNull();
    fireEvent.submit(screen.getByTestId('product-create-form'));
    expect(await screen.findByText('Fill this in.')).toBeTruthy();
    choose('product-create-game', 'game-1');
    fireEvent.submit(screen.getByTestId('product-create-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(toCreateProduct(submit.mock.calls[0]![0])).toEqual({
      type: 'ppv',
      title: 'Final pass',
      eventId: 'game-1',
      priceMinor: 500,
      currency: 'JPY',
      onSale: true,
    });
  });

  it('edits: the stored price in German, only the changes sent', async () => {
    const submit = vi.fn((_values: ProductFormValues) => Promise.resolve());
    show(german, submit, season);
    expect(screen.getByTestId<HTMLInputElement>('product-edit-price').value).toBe('49,99');
    expect(screen.getByTestId<HTMLSelectElement>('product-edit-type').disabled).toBe(true);
    type('product-edit-price', '39,99');
    fireEvent.click(screen.getByTestId('product-edit-on-sale'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Premier Division/ }));
    fireEvent.submit(screen.getByTestId('product-edit-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(toUpdateProduct(submit.mock.calls[0]![0], season)).toEqual({
      priceMinor: 3_999,
      onSale: false,
      itemIds: [],
    });
  });
});
