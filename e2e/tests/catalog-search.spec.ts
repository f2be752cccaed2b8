// Search with demo data: the header leads to it, a partial, accent-less, lower-case query finds
// an accented team, results are grouped, the keyboard walks them, and the query lives in the URL.
import { expect, test } from '@playwright/test';
import { hydrated } from './page-helpers';

test('finds a team by a partial, accent-less, lower-case query and opens it by keyboard', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('header-search').click();
  await expect(page).toHaveURL(/\/search\/$/);
  const input = page.getByRole('combobox', { name: 'Search teams, leagues and videos' });
  await expect(input).toBeFocused();
  await input.pressSequentially('zuric', { delay: 40 });

  const teams = page.getByRole('group', { name: 'Teams' });
  await expect(teams.getByRole('option', { name: /Zürich Kestrels/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=zuric/);
  await expect(
    page.getByRole('group', { name: 'Videos' }).getByRole('option').first(),
  ).toBeVisible();

  await input.press('ArrowDown');
  const first = page.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  await expect(first).toContainText('Zürich Kestrels');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/team\/tl-team-zurich-kestrels\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zürich Kestrels');
});

test('a shared search URL shows its results, and a league can be found too', async ({ page }) => {
  await page.goto('/search/?q=premier');
  await expect(page.getByRole('combobox')).toHaveValue('premier');
  const leagues = page.getByRole('group', { name: 'Leagues and categories' });
  const league = leagues.getByRole('option', { name: /Northern Premier Division/ });
  await expect(league).toBeVisible();
  // The server's page lists the results before its script runs; a press then reaches no handler.
  await hydrated(league);
  await league.click();
  await expect(page).toHaveURL(/\/league\/tl-league-northern-premier\/$/);
});

test('a query without matches says so', async ({ page }) => {
  await page.goto('/search/?q=xyzzyqq');
  await expect(page.getByTestId('search-status')).toHaveText('No results for “xyzzyqq”.');
  await expect(page.getByRole('option')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared search URL lists its results, and each one opens its page', async ({ page }) => {
    await page.goto('/search/?q=premier');
    const league = page
      .getByRole('group', { name: 'Leagues and categories' })
      .getByRole('option', { name: /Northern Premier Division/ });
    await league.click();
    await expect(page).toHaveURL(/\/league\/tl-league-northern-premier\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Northern Premier Division/);

    await page.goto('/search/?q=zurich');
    const video = page.getByRole('group', { name: 'Videos' }).getByRole('option').first();
    await video.click();
    await expect(page).toHaveURL(/\/events\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
