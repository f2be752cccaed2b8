// Forgotten password end to end: the reset link arrives in the mail outbox (DATA_DIR/outbox when
// no SMTP server is configured), sets a new password once, and the new password signs in.
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';

const outbox = new URL(`../../${e2eDataDir}/outbox/`, import.meta.url).pathname;

async function resetLinkFor(email: string): Promise<string | null> {
  const names = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(join(outbox, name))).mtimeMs })),
  );
  for (const { name } of mails.sort((a, b) => b.at - a.at)) {
    const text = (await readFile(join(outbox, name), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(email)) continue;
    const link = /https?:\/\/[^\s"<>]+\/auth\/password\/reset\/\?token=[^\s"<>]+/.exec(text);
    if (link) return link[0];
  }
  return null;
}

test('forgot → reset through the outbox link → sign in with the new password', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('reset');
  await registerUser(request, baseURL ?? '', email);

  await page.goto('/auth/login/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  let link: string | null = null;
  await expect
    .poll(async () => (link = await resetLinkFor(email)), { timeout: 10_000 })
    .toBeTruthy();
  await page.goto(link ?? '');
  const fresh = 'Brand-new-Pass-5310';
  await page.getByTestId('reset-password').fill(fresh);
  await page.getByTestId('reset-confirm').fill(fresh);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  // The link is single use.
  await page.goto(link ?? '');
  await page.getByTestId('reset-password').fill('Another-Pass-7781');
  await page.getByTestId('reset-confirm').fill('Another-Pass-7781');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-error')).toBeVisible();

  await page.goto('/auth/login/');
  await signInThroughForm(page, email, fresh);
  await expect(page).toHaveURL(/\/club\//);
});
