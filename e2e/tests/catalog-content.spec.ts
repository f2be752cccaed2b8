// Content pages, the open-app page and the event redirect with demo data.
import { expect, test } from '@playwright/test';
import { hydrated } from './page-helpers';

test('the FAQ is a list of questions whose answers open on demand', async ({ page }) => {
  await page.goto('/faq/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  const question = page.getByRole('button', { name: 'Do I need an account?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Free games and highlights play without signing in.')).toBeHidden();
  // The page is server-rendered: the question shows before the script that opens it has run.
  await hydrated(question);
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Free games and highlights play without signing in/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Devices and playback' })).toBeVisible();
});

for (const [path, title, text] of [
  ['/about/', 'About Touchline Sports', 'panoramic cameras'],
  ['/terms/', /Terms/, /./],
  ['/privacy/', /Privacy/, 'Cookies'],
  ['/info/how-to-watch/', 'How to watch', /./],
] as const) {
  test(`${path} shows the tenant's text`, async ({ page }) => {
    await page.goto(path);
    const article = page.getByTestId('content-page');
    await expect(article.getByRole('heading', { level: 1 }).first()).toHaveText(title);
    await expect(article).toContainText(text);
    // Rendered Markdown: real headings and paragraphs, no raw Markdown marks.
    expect(await article.locator('p').count()).toBeGreaterThan(0);
    await expect(article).not.toContainText('## ');
  });
}

test('an info page the tenant does not have is not found', async ({ page }) => {
  await page.goto('/info/no-such-page/');
  await expect(page.getByTestId('not-found-page')).toHaveAttribute('data-context', 'page');
});

test('/open-app/ offers the store and the app, or explains there is none', async ({ page }) => {
  await page.goto('/open-app/');
  const config = (await (await page.request.get('/api/customer/config')).json()) as {
    content: { storeUrl: string | null; appDeepLink: string | null; name: string };
  };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Get the ${config.content.name} app`,
  );
  if (config.content.storeUrl)
    await expect(page.getByTestId('open-app-store')).toHaveAttribute(
      'href',
      config.content.storeUrl,
    );
  if (config.content.appDeepLink)
    await expect(page.getByTestId('open-app-deep-link')).toHaveAttribute(
      'href',
      config.content.appDeepLink,
    );
  if (!config.content.storeUrl && !config.content.appDeepLink) {
    await expect(page.getByTestId('open-app-page')).toContainText('has no mobile app to offer yet');
    await expect(page.getByTestId('open-app-home')).toHaveAttribute('href', '/');
  }
});

test('/redirect/events/{referenceId}/ lands on the event page, replacing itself', async ({
  page,
}) => {
  const answer = await page.request.post('/api/event/list', { data: { size: 5 } });
  const { content } = (await answer.json()) as {
    content: { entries: { eventId: string; referenceId: string | null }[] };
  };
  const event = content.entries.find((e) => e.referenceId);
  expect(event).toBeDefined();
  await page.goto('/');
  await page.goto(`/redirect/events/${event?.referenceId ?? ''}/`);
  await expect(page).toHaveURL(new RegExp(`/events/${event?.eventId ?? ''}/$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a redirect to an unknown reference is not found', async ({ page }) => {
  await page.goto('/redirect/events/NO-SUCH-REF/');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});
