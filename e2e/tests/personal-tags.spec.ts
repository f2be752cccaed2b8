// Timeline tags: tag the moment the player is at, see its marker and seek back to it by the marker;
// an operator lets the viewer write global tags, which reach another browser's open page; the
// viewer renames their tag from its marker and removes it from the list of their tags.
// One test: the tags an attempt makes are what its later steps look for.
import { expect, test } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';
import { closedAfterEachJourney } from './page-helpers';
import { signInFresh } from './personal-helpers';
import { expectAdvancing, findEvents, videoTime } from './watch-helpers';

const newContext = closedAfterEachJourney();

test('tag the current time → marker → seek by it; a global tag reaches another browser by push; rename and remove the own tag', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, two sign-ups and a push: 2.4 minutes in a clean CI run (2026-11-27), after
  // an attempt ran out of 2 minutes on its second sign-in.
  test.setTimeout(240_000);
  const games = await findEvents(request, 'archived', (e) => e.eventType === 'event');
  // A retry takes another game: the global tag of an attempt that failed after making it stays on
  // its game, for everyone.
  const game = games[test.info().retry % Math.max(games.length, 1)];
  expect(game, 'an available archived game').toBeDefined();
  await signInFresh(page, 'editor', e2eOrigins.main, async (email) => {
    const granted = await request.post('/api/admin/user/global_tags', {
      headers: { 'x-operator-key': 'op_demo_touchline_operator' },
      data: { email, allowed: true },
    });
    expect(granted.status(), await granted.text()).toBe(200);
  });

  const watcher = await (await newContext(browser)).newPage();
  await signInFresh(watcher, 'watcher', e2eOrigins.main);
  await watcher.goto(`/events/${game!.id}/`);
  await expectAdvancing(watcher, 0.2);
  const seen = watcher.locator('[data-testid="timeline-marker"][data-kind="tag"]');
  await expect(seen).toHaveCount(0);

  await page.goto(`/events/${game!.id}/`);
  await expectAdvancing(page, 0.2);
  await page.getByTestId('seek-input').fill('12');
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(12);
  await page.getByTestId('player-video').click(); // pause, so the tag's moment stays put
  const taggedAt = await videoTime(page);
  await page.getByTestId('tag-title').fill('Great pass');
  await page.getByTestId('save-tag').click();
  const own = page.locator('[data-testid="timeline-marker"][data-kind="tag"]');
  await expect(own).toHaveCount(1);
  const at = Number(await own.getAttribute('data-time'));
  expect(Math.abs(at - taggedAt)).toBeLessThan(1);
  await expect(own).toHaveAttribute('title', 'Great pass');
  await page.getByTestId('seek-input').fill('0');
  await expect.poll(() => videoTime(page)).toBeLessThan(at - 5);
  await page.getByTestId('player').hover();
  await own.click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(at - 0.5);
  expect(await videoTime(page)).toBeLessThan(at + 3);
  // A private tag stays on this viewer's page only.
  await expect(seen).toHaveCount(0);

  // Pushed, not fetched: the watcher's page asks for no tag list while the tag arrives.
  const listed: string[] = [];
  watcher.on('request', (request) => {
    if (request.url().includes('/api/tag/')) listed.push(request.url());
  });
  await page.getByTestId('tag-title').fill('Shared moment');
  await page.getByTestId('tag-global').check();
  await page.getByTestId('save-tag').click();
  await expect(own).toHaveCount(2);

  await expect(seen).toHaveCount(1);
  await expect(seen).toHaveAttribute('title', 'Shared moment');
  expect(listed).toEqual([]);

  // Renamed from its marker: Tab from the marker reaches its actions (shown on hover or focus).
  // Both tags sit at the same moment, so the keyboard picks the marker rather than the mouse.
  const first = page.locator('[data-testid="timeline-marker"][title="Great pass"]');
  await first.focus();
  await page.keyboard.press('Tab');
  await expect(
    page.getByTestId('marker-actions').getByRole('button', { name: 'Rename tag Great pass' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  const renamed = page.waitForResponse((r) => r.url().includes('/api/tag/update'));
  await page.getByRole('textbox', { name: 'New name for Great pass' }).fill('Great through ball');
  await page.keyboard.press('Enter');
  expect((await renamed).status()).toBe(200);
  await expect(
    page.locator('[data-testid="timeline-marker"][title="Great through ball"]'),
  ).toHaveCount(1);
  await expect(first).toHaveCount(0);

  // Removed from the list of the viewer's tags under the player.
  const mine = page.getByTestId('own-tags');
  await expect(mine.getByTestId('own-tag')).toHaveCount(2);
  const removed = page.waitForResponse((r) => r.url().includes('/api/tag/remove_list'));
  await mine.getByRole('button', { name: 'Remove tag Great through ball' }).click();
  expect((await removed).status()).toBe(200);
  await expect(own).toHaveCount(1);
  await expect(own).toHaveAttribute('title', 'Shared moment');
  await expect(mine.getByTestId('own-tag')).toHaveCount(1);
});
