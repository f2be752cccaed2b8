// League, category, sub-category and team pages with demo data: banners, social links, the
// identity's own games, sub-category navigation, and not-found for unknown or foreign ids.
import { expect, test, type Page } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';

interface ListedEvent {
  eventId: string;
  eventStatus: string;
  categories: { id: string }[];
  team1: { id: string } | null;
  team2: { id: string } | null;
}

async function listed(page: Page, body: Record<string, unknown>) {
  const answer = await page.request.post('/api/event/list', { data: { size: 500, ...body } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { content: { entries: ListedEvent[] } }).content.entries;
}

async function shownIds(page: Page, testId = 'event-grid') {
  const grid = page.getByTestId(testId);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const cards = grid.getByTestId('event-card');
  return cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-event-id') ?? ''));
}

test('a league page shows its banner, social links and only its games', async ({ page }) => {
  await page.goto('/league/tl-league-northern-premier/');
  const header = page.getByTestId('identity-header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Northern Premier Division');
  const banner = header.getByTestId('banner').first();
  await expect(banner).toHaveAttribute('data-kind', 'horizontal_banner');
  const img = banner.locator('img');
  await expect(img).toHaveJSProperty('complete', true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('social-links').getByRole('link')).not.toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Northern Premier Division on Instagram' }),
  ).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);

  const ids = await shownIds(page);
  expect(ids.length).toBeGreaterThan(0);
  const league = new Set(
    (await listed(page, { 'identities.id': ['tl-league-northern-premier'] })).map((e) => e.eventId),
  );
  for (const id of ids) expect(league.has(id)).toBe(true);
});

test('a league page keeps its filters in the URL', async ({ page }) => {
  await page.goto('/league/tl-league-metro-basketball/?sort=title&order=asc');
  await expect(page.getByTestId('filter-sort')).toHaveValue('title');
  const titles = await page.getByTestId('event-grid').locator('h3').allInnerTexts();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
});

test('a category page leads to its sub-categories, which show their own games', async ({
  page,
}) => {
  await page.goto('/category/tl-cat-football/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football');
  const nav = page.getByTestId('sub-category-nav');
  await expect(nav.getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const women = nav.getByRole('link', { name: "Women's Football" });
  await expect(women).toBeVisible();
  await women.click();

  await expect(page).toHaveURL(
    /\/category\/tl-cat-football\/sub-category\/tl-sub-football-women\/$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Women's Football");
  await expect(page.getByTestId('identity-header')).toContainText('Football');
  await expect(nav.getByRole('link', { name: "Women's Football" })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const ids = await shownIds(page);
  expect(ids.length).toBeGreaterThan(0);
  const women_ = new Set(
    (await listed(page, { 'identities.id': ['tl-sub-football-women'] })).map((e) => e.eventId),
  );
  for (const id of ids) expect(women_.has(id)).toBe(true);
});

test("a team page shows the team's live, upcoming and past games", async ({ page }) => {
  const team = 'tl-team-riverside-rovers';
  await page.goto(`/team/${team}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverside Rovers');
  const games = await listed(page, { 'search.teams.id': [team] });
  const playing = (e: ListedEvent) => e.team1?.id === team || e.team2?.id === team;
  expect(games.every(playing)).toBe(true);

  for (const [section, status] of [
    ['team-live', 'live'],
    ['team-upcoming', 'upcoming'],
    ['team-past', 'vod'],
  ] as const) {
    const grid = page.getByTestId(`${section}-grid`);
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const expected = games.filter((e) => e.eventStatus === status).map((e) => e.eventId);
    const shown = await grid
      .getByTestId('event-card')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-event-id')));
    if (expected.length === 0) await expect(grid.getByTestId('team-section-empty')).toBeVisible();
    else {
      expect(shown.length).toBeGreaterThan(0);
      for (const id of shown) expect(expected).toContain(id);
    }
  }
  const allShown = await page.getByTestId('team-games').getByTestId('event-card').count();
  expect(allShown).toBeGreaterThan(0);
});

test('an unknown league is the not-found page with context page', async ({ page }) => {
  await page.goto('/league/tl-league-no-such-league/');
  await expect(page.getByTestId('not-found-page')).toHaveAttribute('data-context', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
});

test("another tenant's league, and an id of the wrong kind, are not found", async ({ page }) => {
  await page.goto('/league/hb-league-harbour-premier/');
  await expect(page.getByTestId('not-found-page')).toHaveAttribute('data-context', 'page');
  await page.goto('/league/tl-team-riverside-rovers/');
  await expect(page.getByTestId('not-found-page')).toHaveAttribute('data-context', 'page');
  await page.goto('/category/tl-cat-basketball/sub-category/tl-sub-football-women/');
  await expect(page.getByTestId('not-found-page')).toHaveAttribute('data-context', 'page');
});

test('a malformed league id is a 404 "Page Not Found" with the path', async ({ page }) => {
  await page.goto('/league/not%20an%20id!/');
  await expect(page.getByTestId('not-found-message')).toContainText('Page Not Found');
});

test('the team page is switched off for the tenant whose guard disables it', async ({ page }) => {
  await page.goto(`${e2eOrigins.other}/team/hb-team-dockside-dolphins/`);
  await expect(page.getByTestId('not-found-page')).toHaveAttribute('data-context', 'page');
  await page.goto(`${e2eOrigins.other}/league/hb-league-harbour-premier/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Premier League');
});
