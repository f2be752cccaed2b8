// The console's Tenants section (ADR 064): the demo platform admin creates a tenant on a host of
// its own (`t<stamp>.localhost`, which Chromium sends to the loopback like localhost itself), the
// new portal answers there at once in its brand and language, an edit of its brand shows on the
// next load, and a tenant operator sees no Tenants tab and is refused by the platform API.
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './auth-helpers';
import { signInAsNewOperator } from './console-helpers';

/** The demo platform admin (public on purpose, README). */
const platformAdmin = { email: 'platform@touchline.example', password: 'Floodlight-Whistle-42' };

interface InjectedConfig {
  name: string;
  shortName: string;
  defaultLanguage: string;
  theme: { primary: string };
}
const injected = () =>
  (window as unknown as { __TOUCHLINE_CONFIG__: InjectedConfig }).__TOUCHLINE_CONFIG__;

test('a platform admin creates a tenant that answers on its own host, then renames it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const host = `${stamp}.localhost`;
  const origin = new URL(baseURL!);
  const tenantOrigin = `${origin.protocol}//${host}:${origin.port}`;
  const name = `Journey Club ${stamp}`;

  await page.goto(`/auth/login/?redirect=${encodeURIComponent('/console/')}`);
  await signInThroughForm(page, platformAdmin.email, platformAdmin.password);
  await expect(page.getByTestId('console')).toBeVisible();
  await page.getByTestId('console-tab-tenants').click();
  await expect(page).toHaveURL(/#tenants$/);

  const form = page.getByTestId('tenant-create-form');
  await form.getByLabel('Short name').fill(stamp);
  await form.getByLabel('Brand name').fill(name);
  await form.getByLabel('Host names').fill(host);
  await form.getByLabel('Main colour', { exact: true }).fill('#aa3300');
  await form.getByRole('group', { name: 'Languages' }).getByLabel('Deutsch').check();
  await form.getByLabel('Default language').selectOption('de');
  await form.getByRole('group', { name: 'Features' }).getByLabel('Match statistics').check();
  await form.getByRole('button', { name: 'Create tenant' }).click();

  const row = page.locator(`[data-testid="tenant-row"][data-id="tn-${stamp}"]`);
  await expect(row).toContainText(name);
  await expect(row).toContainText(host);

  // The new tenant's portal, on its own host, at once: its name, colour and default language.
  const portal = await page.context().newPage();
  await portal.goto(`${tenantOrigin}/`);
  await expect(portal).toHaveTitle(new RegExp(name));
  const config = await portal.evaluate(injected);
  expect(config).toMatchObject({
    name,
    shortName: stamp,
    defaultLanguage: 'de',
    theme: { primary: '#aa3300' },
  });
  // No games yet: the catalogue is empty. Asked from the page, which resolves `*.localhost`
  // itself (the test runner's resolver does not).
  const list = await portal.evaluate(async () => {
    const response = await fetch('/api/event/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return {
      status: response.status,
      entries: ((await response.json()) as { content: { entries: unknown[] } }).content.entries,
    };
  });
  expect(list).toEqual({ status: 200, entries: [] });

  // Renamed in the console: the next load of the tenant's portal says so, without a restart.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByTestId('tenant-edit-form');
  await edit.getByLabel('Brand name').fill(`${name} Renamed`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText(`${name} Renamed`);
  await portal.reload();
  await expect(portal).toHaveTitle(new RegExp(`${name} Renamed`));
});

test('a tenant operator sees no Tenants tab and cannot reach the platform API', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsNewOperator(page, page.request, baseURL!);
  await expect(page.getByTestId('console-tab-users')).toBeVisible();
  await expect(page.getByTestId('console-tab-tenants')).toHaveCount(0);
  const refused = await page.request.get(`${baseURL}/api/platform/tenants`, {
    headers: { 'x-operator-key': 'op_demo_touchline_operator' },
  });
  expect(refused.status()).toBe(403);
});
