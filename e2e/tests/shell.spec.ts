// The shell: not-found page, colour mode, languages and direction.
import { expect, test } from '@playwright/test';
import { hydrated } from './page-helpers';

test('an unknown page shows the not-found page and "go to homepage" leads home', async ({
  page,
}) => {
  await page.goto('/no-such-page/');
  const notFound = page.getByTestId('not-found-page');
  await expect(notFound).toBeVisible();
  await expect(notFound).toHaveAttribute('data-context', 'page');
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /no-such-page/');
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('rail-live').getByTestId('event-card').first()).toBeVisible();
});

test('a URL without a trailing slash is redirected to the slashed form', async ({ page }) => {
  await page.goto('/live?x=1');
  await expect(page).toHaveURL(/\/live\/\?x=1$/);
  await expect(page.getByTestId('listing-live')).toBeVisible();
});

test('the colour mode choice applies at once and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f4f7fc');
  // The radios are visually hidden inside their labels, as in the UI: a person clicks the label.
  const control = page.getByTestId('colour-mode-control');
  // Pressed before React has taken the server-rendered page over, the radio would be checked by
  // the browser alone and the mode never applied.
  await hydrated(control.getByRole('radio', { name: 'Dark' }));
  await control.locator('label', { has: page.getByRole('radio', { name: 'Dark' }) }).click();
  await expect(control.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f1624');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a locale prefix switches language, and Hebrew reads right to left', async ({ page }) => {
  await page.goto('/de/live/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByTestId('site-header').getByRole('link', { name: 'Demnächst' }).first(),
  ).toHaveAttribute('href', '/de/upcoming/');

  await page.goto('/he/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the language menu is reachable by keyboard and remembers the choice', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByTestId('language-menu');
  await hydrated(menuButton);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('de');
});
