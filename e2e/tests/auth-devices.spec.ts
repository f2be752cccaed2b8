// The device limit end to end on the second demo tenant (127.0.0.1, limit 3): the fourth device
// reaches the limit screen, removes one and completes its login; a device removed from another
// browser is signed out within 2 s through the user's realtime room.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { closedAfterEachJourney } from './page-helpers';

const origin = e2eOrigins.other;
const newContext = closedAfterEachJourney();

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await newContext(browser, { baseURL: origin });
  const page = await context.newPage();
  await page.goto('/auth/login/');
  await signInThroughForm(page, email);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  return page;
}

test('the device limit screen, then removal from another browser signs that one out', async ({
  browser,
  request,
}) => {
  // Three browsers sign in one after the other, each loading the portal cold: on two busy cores
  // a minute ended it mid-way while every step still worked.
  test.setTimeout(150_000);
  const email = uniqueEmail('limit');
  // Registering counts as the first device.
  await registerUser(request, origin, email);
  const first = await signedInPage(browser, email);
  await signedInPage(browser, email);

  const context = await newContext(browser, { baseURL: origin });
  const page = await context.newPage();
  await page.goto('/auth/login/');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/auth\/login\/limit\/\?data=/);
  expect(page.url()).not.toContain('Touchline-e2e');
  const rows = page.getByTestId('device-row');
  await expect(rows).toHaveCount(3);
  await page
    .getByTestId('device-row')
    .filter({ hasText: 'Registration script' })
    .getByTestId('remove-device')
    .click();
  // Removing asks first, in the modal service's confirmation.
  await page.getByTestId('confirm-accept').click();
  // The held credentials continue the login it came from.
  await expect(page).toHaveURL(new RegExp(`^${origin}/$`));
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // This browser removes the first one, which is told through its user room.
  const firstDeviceId = await first.evaluate(() => localStorage.getItem('touchline-device-id'));
  await page.goto('/account/devices/');
  await expect(page.locator('[data-current="true"]')).toHaveCount(1);
  const target = page.locator(`[data-device-id="${firstDeviceId}"]`);
  await expect(target).toBeVisible();
  // Told, not found out: had the first browser learned it from a refused call, it would have
  // seen a 401 before leaving. No clock is read; the push is what moves it.
  const refused: string[] = [];
  first.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await target.getByTestId('remove-device').click();
  await page.getByTestId('confirm-accept').click();
  await expect(first).toHaveURL(/\/auth\/login\/\?deviceNoLongerAllowedError=true$/);
  expect(refused).toEqual([]);
  await expect(first.getByTestId('device-not-allowed-notice')).toBeVisible();
  await expect(target).toHaveCount(0);
});
