import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { newTenantDefaults, type PlatformTenant } from '@touchline/contract/calls/platform-tenants';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { toCreateTenant, toUpdateTenant, type TenantFormValues } from '../lib/tenant-form';
import { TenantForm } from './tenant-form';

const riverside: PlatformTenant = {
  ...newTenantDefaults,
  id: 'tn-riverside',
  slug: 'riverside',
  createdAt: '2026-11-26T10:00:00.000Z',
  hosts: ['riverside.example.test'],
  brand: { ...newTenantDefaults.brand, name: 'Riverside League' },
  languages: ['en', 'de'],
  defaultLanguage: 'en',
};

let english: TestServices;
let german: TestServices;
beforeAll(async () => {
  [english, german] = await Promise.all([testServices(), testServices({ locale: 'de' })]);
});

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });

describe('TenantForm', () => {
  it('refuses bad hosts, colours, slug, country, currency, limit and sign-on, each field saying why', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(
      <TestProviders services={english}>
        <TenantForm onSubmit={submit} />
      </TestProviders>,
    );
    type('tenant-create-slug', 'Not A Slug');
    type('tenant-create-name', 'Riverside');
    type('tenant-create-hosts', 'tv.example.test:8080');
    type('tenant-create-primary', 'red');
    type('tenant-create-country', 'gbr');
    type('tenant-create-currency', 'euro');
    type('tenant-create-device-limit', '0');
    type('tenant-create-sign-on', '{"github": {}}');
    fireEvent.submit(screen.getByTestId('tenant-create-form'));

    await waitFor(() =>
      expect(
        screen.getByText('Write host names like tv.example.com, separated by commas, each once.'),
      ).toBeTruthy(),
    );
    for (const text of [
      'Use lower-case letters and digits, dashes between (2 to 40).',
      'Write a colour like #1a2b3c.',
      'Write a two-letter country code like GB.',
      'Write a currency code like EUR.',
      'Write a whole number from 1 to 100.',
      'Write a JSON object with google, apple, ifa or facebook settings.',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByTestId('tenant-create-hosts').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends a new tenant with its hosts, languages and features as the platform API takes them', async () => {
    const submit = vi.fn((values: TenantFormValues) => {
      sent.push(toCreateTenant(values));
      return Promise.resolve();
    });
    const sent: ReturnType<typeof toCreateTenant>[] = [];
    render(
      <TestProviders services={english}>
        <TenantForm onSubmit={submit} />
      </TestProviders>,
    );
    type('tenant-create-slug', 'riverside');
    type('tenant-create-name', ' Riverside League ');
    type('tenant-create-hosts', 'Riverside.example.test, www.riverside.example.test');
    const languages = within(screen.getByTestId('tenant-create-languages'));
    fireEvent.click(languages.getByRole('checkbox', { name: 'Deutsch' }));
    fireEvent.change(screen.getByTestId('tenant-create-default-language'), {
      target: { value: 'de' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Match statistics' }));
    fireEvent.change(screen.getByTestId('tenant-create-provider'), {
      target: { value: 'stripe' },
    });
    type('tenant-create-public-key', 'pk_test_123');
    type(
      'tenant-create-sign-on',
      '{"google": {"issuer": "https://accounts.google.com", "clientId": "rl-web"}}',
    );
    fireEvent.submit(screen.getByTestId('tenant-create-form'));

    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(sent[0]).toEqual({
      ...newTenantDefaults,
      slug: 'riverside',
      hosts: ['riverside.example.test', 'www.riverside.example.test'],
      brand: { ...newTenantDefaults.brand, name: 'Riverside League' },
      languages: ['en', 'de'],
      defaultLanguage: 'de',
      features: { ...newTenantDefaults.features, matchStats: true },
      payment: { provider: 'stripe', currency: 'EUR', publicKey: 'pk_test_123' },
      signOn: { google: { issuer: 'https://accounts.google.com', clientId: 'rl-web' } },
    });
  });

  it('edits without the slug and sends only what changed, languages with their default', async () => {
    let body: ReturnType<typeof toUpdateTenant> = null;
    const submit = vi.fn((values: TenantFormValues) => {
      body = toUpdateTenant(values, riverside);
      return Promise.resolve();
    });
    render(
      <TestProviders services={english}>
        <TenantForm editing={riverside} onSubmit={submit} />
      </TestProviders>,
    );
    expect(screen.queryByTestId('tenant-edit-slug')).toBeNull();
    type('tenant-edit-device-limit', '3');
    fireEvent.click(
      within(screen.getByTestId('tenant-edit-languages')).getByRole('checkbox', {
        name: 'Deutsch',
      }),
    );
    fireEvent.submit(screen.getByTestId('tenant-edit-form'));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(body).toEqual({ deviceLimit: 3, languages: ['en'], defaultLanguage: 'en' });
  });

  it('labels every control in the console language', () => {
    render(
      <TestProviders services={german}>
        <TenantForm onSubmit={() => Promise.resolve()} />
      </TestProviders>,
    );
    expect(screen.getByLabelText('Hostnamen')).toBe(screen.getByTestId('tenant-create-hosts'));
    expect(screen.getByRole('group', { name: 'Funktionen' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Spielstatistiken' })).toBeTruthy();
    expect(screen.getByLabelText('Anmeldeanbieter')).toBe(
      screen.getByTestId('tenant-create-sign-on'),
    );
    expect(screen.getByRole('button', { name: 'Mandant anlegen' })).toBeTruthy();
  });
});
