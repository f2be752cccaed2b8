// One deployment, two tenants: the second demo tenant answers on 127.0.0.1 with its own brand.
import { expect, test } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';

test('127.0.0.1 shows the second tenant with its own name, colours and forced dark theme', async ({
  page,
}) => {
  await page.goto(`${e2eOrigins.other}/`);
  await expect(page).toHaveTitle(/Harbour Basketball Federation/);
  await expect(page.getByTestId('brand')).toContainText('Harbour Basketball Federation');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f1624');
  // No white theme for this tenant, so there is no colour-mode choice to offer.
  await expect(page.getByTestId('colour-mode-control')).toHaveCount(0);
  await expect(page.getByTestId('rail-live').getByTestId('event-card').first()).toBeVisible();

  const brandOther = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--tl-primary'),
  );
  await page.goto(`${e2eOrigins.main}/`);
  await expect(page.getByTestId('brand')).toContainText('Touchline Sports');
  const brandMain = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--tl-primary'),
  );
  expect(brandMain.trim()).not.toBe('');
  expect(brandMain.trim()).not.toBe(brandOther.trim());
});

test('each tenant serves only its own events', async ({ request }) => {
  const titles = async (origin: string) => {
    const answer = await request.post(`${origin}/api/event/list`, { data: { size: 100 } });
    const { content } = (await answer.json()) as { content: { entries: { id: string }[] } };
    return new Set(content.entries.map((e) => e.id));
  };
  const main = await titles(e2eOrigins.main);
  const other = await titles(e2eOrigins.other);
  expect(main.size).toBeGreaterThan(0);
  expect(other.size).toBeGreaterThan(0);
  expect([...main].filter((id) => other.has(id))).toEqual([]);
});
