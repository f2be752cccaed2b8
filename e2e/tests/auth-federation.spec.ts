// Federation (`ifa`) sign-in end to end on the second demo tenant (127.0.0.1), whose federation
// points at the local OpenID provider Playwright starts (src/dev/local-issuer.ts): the popup runs
// the provider's real sign-in and consent pages, the code comes back with PKCE and the portal
// signs in. Closing the popup, and the device limit, are covered too.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir, e2eIssuer, e2eOrigins } from '../playwright.config';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { closedAfterEachJourney } from './page-helpers';

const origin = e2eOrigins.other;
const newContext = closedAfterEachJourney();
const federationPassword = 'federation-demo';
/** A person of their own at the provider's demo domain. */
const federationEmail = (label: string) =>
  uniqueEmail(label).replace('@example.com', '@federation.example');

test.use({ baseURL: origin });

const outbox = new URL(`../../${e2eDataDir}/outbox/`, import.meta.url).pathname;

/** The link of the mail asking `email`'s owner to allow a provider. */
async function linkFor(email: string): Promise<string | null> {
  for (const name of (await readdir(outbox).catch(() => [] as string[])).sort().reverse()) {
    const text = (await readFile(join(outbox, name), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(email)) continue;
    const link = /https?:\/\/[^\s"<>]+\/auth\/provider-link\/\?token=[^\s"<>]+/.exec(text);
    if (link) return link[0];
  }
  return null;
}

/** Clicks the federation button and answers the provider's pages in the popup it opens. */
async function federationPopup(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('social-ifa').click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url().startsWith(e2eIssuer)).toBe(true);
  return popup;
}

async function signInAtProvider(popup: Page, email: string) {
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(federationPassword);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByRole('heading', { name: 'Allow access' })).toBeVisible();
  await popup.getByRole('button', { name: 'Allow' }).click();
}

test('federation sign-in in a popup: the provider’s login and consent, then signed in across a reload', async ({
  page,
}) => {
  await page.goto('/auth/login/');
  const popup = await federationPopup(page);
  const [width, height] = await popup.evaluate(() => [window.outerWidth, window.outerHeight]);
  expect(width).toBeGreaterThanOrEqual(512);
  expect(height).toBeGreaterThanOrEqual(730);
  const popupClosed = popup.waitForEvent('close');
  await signInAtProvider(popup, 'fan@federation.example');
  await popupClosed;

  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.reload();
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('account-name')).toHaveText('Federation Fan');
  // The verifier and the provider's tokens never reach the stored session or the address bar.
  const stored = await page.evaluate(() => localStorage.getItem('ott-data') ?? '');
  expect(stored).not.toMatch(/code_verifier|id_token/);
});

test('closing the popup shows the translated popup_closed error', async ({ page }) => {
  await page.goto('/auth/login/');
  const popup = await federationPopup(page);
  await popup.close();
  await expect(page.getByTestId('social-error')).toHaveText(
    'The sign-in window was closed before finishing.',
  );
  await expect(page).toHaveURL(`${origin}/auth/login/`);
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('past the device limit the federation login goes through the limit screen and completes', async ({
  browser,
  request,
}) => {
  // Three browsers sign in (argon2 on a shared machine) before the popup runs twice.
  test.setTimeout(120_000);
  const email = federationEmail('fedlimit');
  // The password account (its registration holds one place) and two more browsers fill the
  // tenant's limit of 3; the federation is linked to it once its owner allows it by mail.
  await registerUser(request, origin, email);
  for (let i = 0; i < 2; i += 1) {
    const other = await (await newContext(browser, { baseURL: origin })).newPage();
    await other.goto('/auth/login/');
    await signInThroughForm(other, email);
    await expect(other.getByTestId('account-menu')).toBeVisible();
  }

  const page = await (await newContext(browser, { baseURL: origin })).newPage();
  await page.goto('/auth/login/');
  // The provider's verified address matches the password account: nothing is linked until the
  // owner allows it through the mailed link (ADR 028).
  await signInAtProvider(await federationPopup(page), email);
  await expect(page.getByTestId('social-error')).toContainText('We have emailed it a link');
  let link: string | null = null;
  await expect.poll(async () => (link = await linkFor(email)), { timeout: 10_000 }).toBeTruthy();
  const mailPage = await page.context().newPage();
  await mailPage.goto(link ?? '');
  await mailPage.getByRole('button', { name: /^Allow/ }).click();
  await expect(mailPage.getByRole('heading', { name: /can now sign in/ })).toBeVisible();
  await mailPage.close();

  // The provider remembers the person and the consent: the popup closes on its own.
  const popup = page.waitForEvent('popup');
  await page.getByTestId('social-ifa').click();
  await (await popup).waitForEvent('close');
  await expect(page).toHaveURL(/\/auth\/login\/limit\/\?data=/);
  await expect(page.getByTestId('device-row')).toHaveCount(3);
  await page
    .getByTestId('device-row')
    .filter({ hasText: 'Registration script' })
    .getByTestId('remove-device')
    .click();
  await page.getByTestId('confirm-accept').click();
  await expect(page.getByTestId('limit-removed')).toBeVisible();

  // Continuing opens the provider again; it remembers the person and the consent.
  const again = page.waitForEvent('popup');
  await page.getByTestId('limit-continue').click();
  await (await again).waitForEvent('close');
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});
