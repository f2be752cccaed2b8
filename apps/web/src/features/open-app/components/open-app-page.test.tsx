import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleConfig } from '../../../test/fixtures';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { OpenAppPage, safeDeepLink, safeStoreUrl, storeOf } from './open-app-page';

describe('the open-app page', () => {
  it('offers the store and the deep link the tenant configured', async () => {
    const config = sampleConfig({
      storeUrl: 'https://apps.apple.com/app/touchline/id123',
      appDeepLink: 'touchline://home',
    });
    await renderAtRoute(await testServices({ config }), '/open-app/', OpenAppPage);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Get the Touchline Sports app',
    );
    const store = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(store.getAttribute('href')).toBe('https://apps.apple.com/app/touchline/id123');
    expect(store.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Open in the app' }).getAttribute('href')).toBe(
      'touchline://home',
    );
  });

  it('explains when the tenant has no app, and leads back to the portal', async () => {
    await renderAtRoute(await testServices(), '/open-app/', OpenAppPage);
    expect(screen.getByTestId('open-app-page').textContent).toContain(
      'Touchline Sports has no mobile app to offer yet.',
    );
    expect(
      screen.getByRole('link', { name: 'Keep watching on the web' }).getAttribute('href'),
    ).toBe('/');
    expect(screen.queryByTestId('open-app-store')).toBeNull();
  });

  it('names the store and refuses links that could run script', () => {
    expect(storeOf('https://play.google.com/store/apps/details?id=x')).toBe('google');
    expect(storeOf('https://example.com/app')).toBe('other');
    expect(safeStoreUrl('javascript:alert(1)')).toBeNull();
    expect(safeStoreUrl('not a url')).toBeNull();
    expect(safeDeepLink(' JavaScript:alert(1)')).toBeNull();
    expect(safeDeepLink('data:text/html,x')).toBeNull();
    expect(safeDeepLink('touchline://events/1')).toBe('touchline://events/1');
  });
});
