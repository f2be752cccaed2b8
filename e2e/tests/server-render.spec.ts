// Server-rendered public pages (ADR 036): they read without JavaScript, the browser hydrates them
// without a mismatch, and a page that does not exist answers 404 with the not-found page.
import { expect, test, type Page } from '@playwright/test';
import { findEvents } from './watch-helpers';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the live hero and the first cards of each rail', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const hero = page.getByTestId('live-hero');
    await expect(hero).toBeVisible();
    await expect(hero.locator('#live-hero-title')).not.toBeEmpty();
    for (const rail of ['rail-live', 'rail-upcoming', 'rail-archived']) {
      const cards = page.getByTestId(rail).getByTestId('event-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first()).toHaveAttribute('href', /^\/events\/[A-Za-z0-9_-]+\/$/);
      expect(await cards.count()).toBeGreaterThan(1);
    }
    // No note asking for JavaScript over a page that reads without it.
    await expect(page.locator('noscript')).toHaveCount(0);
  });

  test('an event page shows its title, teams and score', async ({ page, request }) => {
    const [live] = await findEvents(request, 'live');
    expect(live).toBeDefined();
    const answer = await request.get(`/api/event/get_by_id/id/${live!.id}`);
    const { content } = (await answer.json()) as { content: { title: string } };
    const response = await page.goto(`/events/${live!.id}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('event-title')).toHaveText(content.title);
    await expect(page.getByTestId('score-bug')).toBeVisible();
    await expect(page.getByTestId('score')).toHaveText(/\d+\s*[-–:]\s*\d+/);
    for (const side of ['home', 'away'])
      await expect(page.getByTestId(`team-${side}`)).not.toBeEmpty();
    // Its head: the event's title, a share card with the poster, structured data.
    await expect(page).toHaveTitle(
      new RegExp(`^${escapeRegExp(content.title)}.* · Touchline Sports$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/localhost:\d+\//,
    );
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type'?: string; name?: string };
    expect(data).toMatchObject({ '@type': 'SportsEvent', name: content.title });
  });

  test('an unknown URL answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });

  test('a league page has its name as title and a share card', async ({ page }) => {
    await page.goto('/league/tl-league-northern-premier/');
    await expect(page).toHaveTitle(/ · Touchline Sports$/);
    await expect(page.locator('meta[property="og:title"]')).not.toHaveAttribute(
      'content',
      'Touchline Sports',
    );
  });

  test('a missing event answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/events/no-such-event/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });

  for (const [path, title, text] of [
    ['/about/', 'About Touchline Sports', 'panoramic cameras'],
    ['/privacy/', /Privacy/, 'Cookies'],
    ['/info/how-to-watch/', 'How to watch', /./],
  ] as const) {
    test(`the content page ${path} carries its text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const article = page.getByTestId('content-page');
      await expect(article.getByRole('heading', { level: 1 }).first()).toHaveText(title);
      await expect(article).toContainText(text);
      // Its head: the page's own title and a description from its text.
      await expect(page).toHaveTitle(/ · Touchline Sports$/);
      await expect(page).not.toHaveTitle(/^Touchline Sports$/);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
        'content',
        /^Touchline Sports: /,
      );
    });
  }

  test('the FAQ carries its questions', async ({ page }) => {
    const response = await page.goto('/faq/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.getByRole('button', { name: 'Do I need an account?' })).toBeVisible();
  });

  for (const path of ['/info/no-such-page/', '/info/Not_A_Slug/'])
    test(`a content page the tenant does not have (${path}) answers 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found-page')).toHaveAttribute('data-context', 'page');
    });

  test('listing and search pages have their own title and description', async ({ page }) => {
    await page.goto('/latest/');
    await expect(page).toHaveTitle('Latest · Touchline Sports');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'The newest games in the catalog.',
    );
    await page.goto('/de/live/');
    await expect(page).toHaveTitle(/^Live · Touchline Sports$/);
    await page.goto('/search/?q=zurich');
    await expect(page).toHaveTitle('Search · Touchline Sports');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Search teams, leagues and videos',
    );
  });

  test('a shared search shows its results', async ({ page }) => {
    await page.goto('/search/?q=zurich');
    await expect(page.getByText('Zürich Kestrels').first()).toBeVisible();
  });
});

test.describe('page payloads', () => {
  test("each public page's data is JSON at {path}/_payload.json", async ({ request }) => {
    const home = await request.get('/_payload.json');
    expect(home.status()).toBe(200);
    expect(home.headers()['cache-control']).toBe('no-cache');
    const homeData = (await home.json()) as { status: number; data: { key: unknown[] }[] };
    expect(homeData.status).toBe(200);
    // The live hero's list, as the page loaded it.
    expect(homeData.data.map((entry) => entry.key[0])).toContain('event');

    const search = await request.get('/de/search/_payload.json?q=zurich');
    const searchData = (await search.json()) as {
      locale: string;
      data: { key: unknown[]; value: unknown }[];
    };
    expect(searchData.locale).toBe('de');
    expect(JSON.stringify(searchData.data)).toContain('Zürich Kestrels');

    const missing = await request.get('/events/no-such-event/_payload.json');
    expect(missing.status()).toBe(404);
    expect(((await missing.json()) as { status: number }).status).toBe(404);
  });
});

/** Console errors and warnings, and uncaught errors, from the page's first load. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** React's hydration failures, as its production build words them (errors #418, #423, #425). */
const hydrationProblem = /hydrat|did not match|#418|#423|#425/i;

test.describe('hydration', () => {
  // A time zone and language far from the server's, so dates and texts that differ would show.
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'de-DE' });

  for (const [name, path, status] of [
    ['home', '/', 200],
    ['latest', '/latest/', 200],
    ['live', '/live/', 200],
    ['archive', '/archive/', 200],
    ['upcoming', '/upcoming/', 200],
    ['search', '/search/?q=zurich', 200],
    ['league', '/league/tl-league-northern-premier/', 200],
    ['category', '/category/tl-cat-football/', 200],
    ['team', '/team/tl-team-riverside-rovers/', 200],
    ['about', '/about/', 200],
    ['faq', '/faq/', 200],
    ['info', '/info/how-to-watch/', 200],
    ['not-found', '/no-such-page/', 404],
  ] as const) {
    test(`the ${name} page hydrates without a mismatch`, async ({ page }) => {
      const problems = collectProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      // The server rendered it, in the visitor's language.
      expect(await response?.text()).toMatch(/<div id="root"><(?!\/div>)/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.waitForLoadState('networkidle');
      expect(problems.filter((text) => hydrationProblem.test(text))).toEqual([]);
    });
  }

  for (const [kind, status] of [
    ['event', 'live'],
    ['channel', 'channel'],
  ] as const)
    test(`a ${kind} page hydrates without a mismatch`, async ({ page, request }) => {
      const [found] = await findEvents(request, status);
      expect(found, `a demo ${kind}`).toBeDefined();
      const problems = collectProblems(page);
      const response = await page.goto(
        `/${kind === 'event' ? 'events' : 'channels'}/${found!.id}/`,
      );
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toMatch(/<div id="root"><(?!\/div>)/);
      await expect(page.getByTestId('event-title')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems.filter((text) => hydrationProblem.test(text))).toEqual([]);
    });

  test('a hydrated page navigates in the browser', async ({ page }) => {
    await page.goto('/');
    const live = page.getByTestId('site-header').locator('nav a[href="/live/"]');
    // Hydrated: React has attached its props to the server's element.
    await expect
      .poll(() => live.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
      .toBe(true);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await live.click();
    await expect(page).toHaveURL(/\/live\/$/);
    await expect(page.getByTestId('listing-live')).toBeVisible();
    // The router moved to the page without asking the server for a new document.
    expect(documents).toEqual([]);
  });
});
