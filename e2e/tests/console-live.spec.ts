// The console's live inputs (ADR 057): an operator schedules a game fed by a push, gets its
// RTMP address once (copied to the clipboard), finds the input idle in the list and rotates its
// key, getting a different address. Nothing is pushed here: watch-ingest.spec.ts does that.
import { expect, test } from '@playwright/test';
import { signInAsNewOperator } from './console-helpers';

test('an operator creates a live input, sees its address once and rotates its key', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // A start years ahead keeps the game last of every "upcoming" list other journeys read.
  const title = `Console Live ${Date.now().toString(36)}`;

  await signInAsNewOperator(page, request, baseURL!, '/console/#live');
  await page.getByTestId('console-tab-live').click();
  await expect(page).toHaveURL(/#live$/);

  await page.getByTestId('live-create-title').fill(title);
  await page.getByTestId('live-create-start').fill('2031-06-01T15:00');
  await page.getByTestId('live-create-submit').click();

  const url = page.getByTestId('live-url');
  await expect(url).toHaveValue(/^rtmp:\/\/[^/]+\/[^/]+\/[^/]+$/);
  const first = await url.inputValue();
  await expect(page.getByTestId('live-address-once')).toContainText('will not be shown again');
  await expect(page.getByTestId('live-key')).toHaveValue(first.slice(first.lastIndexOf('/') + 1));
  await page.getByTestId('live-url-copy').click();
  await expect(page.getByTestId('live-url-status')).toHaveText('Copied to the clipboard.');

  const row = page.getByTestId('live-row').filter({ hasText: title });
  await expect(row.getByTestId('live-state')).toHaveAttribute('data-state', 'idle');
  await expect(row.getByTestId('live-state')).toHaveText('Idle');

  await row.getByTestId('live-rotate').click();
  await expect(page.getByRole('dialog', { name: 'Rotate the stream key?' })).toBeVisible();
  await page.getByTestId('confirm-accept').click();
  await expect(url).toHaveValue(/^rtmp:\/\//);
  await expect(url).not.toHaveValue(first);
  const second = await url.inputValue();
  expect(second.slice(0, second.lastIndexOf('/'))).toBe(first.slice(0, first.lastIndexOf('/')));

  await page.getByTestId('live-address-done').click();
  await expect(page.getByTestId('live-address')).toHaveCount(0);
});
