// The console's Sales section: an operator makes a small batch of access codes under a
// stamped name, sees its codes once and saves them as CSV, then disables the batch. Refunds are
// left to the component and server tests: charges here belong to the purchase journeys.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAsNewOperator } from './console-helpers';

test('an operator makes a batch of codes, downloads them once and disables the batch', async ({
  page,
  request,
  baseURL,
}) => {
  const label = `Journey batch ${Date.now().toString(36)}`;
  await signInAsNewOperator(page, request, baseURL!);
  await page.getByTestId('console-tab-commerce').click();
  await expect(page).toHaveURL(/\/console\/#commerce$/);

  const form = page.getByTestId('batch-form');
  await form.getByTestId('batch-offer').selectOption({ index: 1 });
  await form.getByTestId('batch-count').fill('2');
  await form.getByTestId('batch-label').fill(label);
  await form.getByTestId('batch-submit').click();

  const codes = page.getByTestId('created-codes-list');
  await expect(codes).toBeVisible();
  const shown = (await codes.inputValue()).split('\n');
  expect(shown).toHaveLength(2);
  for (const code of shown) expect(code).toMatch(/^[A-Z0-9-]{4,}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('created-codes-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^access-codes-Journey-batch-[a-z0-9]+\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('code,batch,offer,expires');
  expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(shown);

  // Once hidden, the codes are gone: the list holds counts only.
  await page.getByTestId('created-codes-done').click();
  await expect(page.getByTestId('created-codes')).toHaveCount(0);
  const row = page.getByTestId('batch-row').filter({ hasText: label });
  await expect(row).toContainText('0 / 2');
  await expect(page.getByText(shown[0]!)).toHaveCount(0);

  await row.getByRole('button', { name: `Disable ${label}` }).click();
  const confirm = page.getByRole('dialog', { name: `Disable “${label}”?` });
  await confirm.getByTestId('confirm-accept').click();
  await expect(row.getByTestId('batch-state')).toContainText('Disabled');
  await expect(row.getByTestId('batch-disable')).toHaveCount(0);
});
