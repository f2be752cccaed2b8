// The console's Users section: a viewer signs up and in, an operator finds them by email,
// lets them write global tags and removes the viewer's browser from their devices; that browser
// is then signed out (told through the user's realtime room) and the device is gone from the list.
import { expect, test } from '@playwright/test';
import { signInAsNewOperator } from './console-helpers';
import { signInFresh } from './personal-helpers';

test('an operator finds a new viewer, grants global tags and signs their browser out', async ({
  browser,
  baseURL,
}) => {
  // Two browsers load the portal cold on a busy machine: 2.2 minutes in a clean CI run
  // (2026-11-27).
  test.setTimeout(240_000);
  const viewer = await browser.newPage({ baseURL, locale: 'en-GB' });
  const email = await signInFresh(viewer, 'console-users', baseURL!);
  const viewerDevice = await viewer.evaluate(() => localStorage.getItem('touchline-device-id'));
  expect(viewerDevice).toBeTruthy();

  const desk = await browser.newPage({ baseURL, locale: 'en-GB' });
  await signInAsNewOperator(desk, desk.request, baseURL!);
  await desk.getByTestId('console-tab-users').click();
  await desk.getByTestId('users-search').fill(email);
  // The search waits for a pause in typing, then lands in the address.
  await expect(desk).toHaveURL(/#users\?q=/);
  const row = desk.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-email', email);
  await expect(row.getByTestId('user-role-badge')).toHaveText('Viewer');
  await expect(row.getByTestId('user-global-tags-cell')).toHaveText('No');
  await row.getByTestId('user-manage').click();

  const panel = desk.getByTestId('user-panel');
  const globalTags = panel.getByRole('switch', { name: 'May write global tags' });
  await expect(globalTags).toHaveAttribute('aria-checked', 'false');
  await globalTags.click();
  await expect(globalTags).toHaveAttribute('aria-checked', 'true');
  await expect(row.getByTestId('user-global-tags-cell')).toHaveText('Yes');

  // The registration's own device and the viewer's browser.
  await expect(panel.getByTestId('user-device')).toHaveCount(2);
  const browserRow = panel.locator(`[data-testid="user-device"][data-device-id="${viewerDevice}"]`);
  await browserRow.getByTestId('user-device-remove').click();
  await desk.getByTestId('confirm-accept').click();
  await expect(browserRow).toHaveCount(0);
  await expect(panel.getByTestId('user-device')).toHaveCount(1);
  await expect(row.getByTestId('user-device-count')).toHaveText('1');

  // The viewer's browser is told through its user room, as when the viewer removes a device.
  await expect(viewer).toHaveURL(/\/auth\/login\/\?deviceNoLongerAllowedError=true$/);
  await expect(viewer.getByTestId('account-menu')).toHaveCount(0);

  // The trail names the changes.
  await desk.getByTestId('console-tab-audit').click();
  await expect(
    desk.getByTestId('audit-row').filter({ hasText: 'user.device.remove' }).first(),
  ).toBeVisible();
});
