// The listing pages of the catalog with demo data: each shows the events it promises, the
// filters change what is listed and survive a reload, and "load more" appends.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './page-helpers';

async function cards(page: Page, within?: Locator) {
  const grid = within ?? page.getByTestId('event-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const found = grid.getByTestId('event-card');
  await expect(found.first()).toBeVisible();
  return found;
}

/** Sport and status of every card, read from the card's own link to its event. */
async function eventsOf(page: Page, ids: string[]) {
  const answer = await page.request.post('/api/event/list', {
    data: { size: 100 },
  });
  const { content } = (await answer.json()) as {
    content: { entries: { eventId: string; sportType: string; eventStatus: string }[] };
  };
  const byId = new Map(content.entries.map((e) => [e.eventId, e]));
  return ids.map((id) => byId.get(id));
}

/** A filter of the server-rendered page is chosen once React handles it (before, nothing would). */
async function choose(filter: Locator, value: string) {
  await hydrated(filter);
  await filter.selectOption(value);
}

const idsOf = async (found: Locator) =>
  (await found.evaluateAll((els) => els.map((el) => el.getAttribute('data-event-id')))).filter(
    (id): id is string => id !== null,
  );

test('/home/ is the home page with its rails', async ({ page }) => {
  await page.goto('/home/');
  for (const rail of ['rail-live', 'rail-upcoming', 'rail-archived'])
    await expect(page.getByTestId(rail).getByTestId('event-card').first()).toBeVisible();
});

test('/latest/ lists games newest first and "load more" appends the next page', async ({
  page,
}) => {
  // Without IntersectionObserver nothing loads by itself: the button is the way on.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  await page.goto('/latest/');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest' })).toBeVisible();
  const found = await cards(page);
  await expect(found).toHaveCount(20);
  const first = await idsOf(found);
  await page.getByTestId('load-more').click();
  await expect.poll(() => found.count()).toBeGreaterThan(20);
  const after = await idsOf(found);
  expect(after.slice(0, 20)).toEqual(first);
  expect(new Set(after).size).toBe(after.length);
});

test('/latest/ loads the next page by itself when scrolled to the end', async ({ page }) => {
  await page.goto('/latest/');
  const found = await cards(page);
  await expect(found).toHaveCount(20);
  await page.getByTestId('load-more-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(() => found.count()).toBeGreaterThan(20);
});

test('/suggested/ lists games in the editorial order', async ({ page }) => {
  await page.goto('/suggested/');
  await expect(page.getByRole('heading', { level: 1, name: 'Suggested' })).toBeVisible();
  expect(await (await cards(page)).count()).toBeGreaterThan(3);
});

test('/live/ offers its sports, and a sport shows only its live games', async ({ page }) => {
  await page.goto('/live/');
  const nav = page.getByTestId('sport-nav');
  const football = nav.locator('[data-sport="football"]');
  await expect(football).toBeVisible();
  await expect(nav.locator('[data-sport="basketball"]')).toBeVisible();
  const all = await cards(page);
  for (const card of await all.all()) await expect(card).toHaveAttribute('data-status', 'live');

  await football.click();
  await expect(page).toHaveURL(/\/live\/football\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live Football' })).toBeVisible();
  await expect(football).toHaveAttribute('aria-current', 'page');
  const footballCards = await cards(page);
  const events = await eventsOf(page, await idsOf(footballCards));
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event?.sportType).toBe('football');
    expect(event?.eventStatus).toBe('live');
  }
});

test('/live/{sport}/ with a malformed sport is a 404 with the path', async ({ page }) => {
  await page.goto('/live/Foot%20Ball!/');
  const notFound = page.getByTestId('not-found-page');
  await expect(notFound).toHaveAttribute('data-context', 'page');
  await expect(page.getByTestId('not-found-message')).toContainText('Page Not Found');
});

test('/upcoming/ filtered by sport lists only that sport, in the URL and after a reload', async ({
  page,
}) => {
  await page.goto('/upcoming/');
  const found = await cards(page);
  for (const card of await found.all())
    await expect(card).toHaveAttribute('data-status', 'upcoming');
  const sport = page.getByTestId('filter-sport');
  await expect(sport.locator('option[value="basketball"]')).toHaveCount(1);
  await choose(sport, 'basketball');
  await expect(page).toHaveURL(/[?&]sport=basketball/);

  const check = async () => {
    const filtered = await cards(page);
    const events = await eventsOf(page, await idsOf(filtered));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event?.sportType).toBe('basketball');
  };
  await check();
  await page.reload();
  await expect(page.getByTestId('filter-sport')).toHaveValue('basketball');
  await check();
});

test('/archive/ sorted by title reads A to Z, and back after clearing', async ({ page }) => {
  await page.goto('/archive/?sort=title&order=asc');
  await expect(page.getByTestId('filter-sort')).toHaveValue('title');
  const found = await cards(page);
  const titles = await found.locator('h3').allInnerTexts();
  expect(titles.length).toBeGreaterThan(2);
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));

  await choose(page.getByTestId('filter-order'), 'desc');
  await expect(page).toHaveURL(/order=desc/);
  await expect
    .poll(async () => (await found.locator('h3').allInnerTexts())[0])
    .toBe([...titles].sort((a, b) => b.localeCompare(a))[0]);

  await page.getByTestId('filter-clear').click();
  await expect(page).not.toHaveURL(/sort=/);
});

test('/archive/ narrowed to yesterday keeps the choice in the URL and lists only replays', async ({
  page,
}) => {
  await page.goto('/archive/');
  await cards(page);
  await choose(page.getByTestId('filter-date'), 'yesterday');
  await expect(page).toHaveURL(/date=yesterday/);
  // Whatever yesterday holds, every card shown is an archived game.
  const grid = page.getByTestId('event-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  for (const card of await grid.getByTestId('event-card').all())
    await expect(card).toHaveAttribute('data-status', 'vod');
});

test('/highlight/ lists highlights; an unknown filter value falls back instead of failing', async ({
  page,
}) => {
  await page.goto('/highlight/?sort=price&date=someday&sport=%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible();
  await expect(page.getByTestId('filter-sort')).toHaveValue('added');
  await expect(page.getByTestId('filter-date')).toHaveValue('anytime');
  expect(await (await cards(page)).count()).toBeGreaterThan(1);
});
