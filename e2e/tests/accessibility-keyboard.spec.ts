// The viewer journey by keyboard alone, with visible focus at every stop: browse, search, open a
// game and control its player, sign in, buy a pass in the sandbox and watch. The axe sweep of
// every page: accessibility.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { password, registerUser, uniqueEmail } from './auth-helpers';
import { pageWhole } from './page-helpers';
import { expectAdvancing, findEvents, paidPpvGames, videoTime } from './watch-helpers';

/** The focused element shows where it is: an outline or a ring on it (or on its label). */
async function expectVisibleFocus(page: Page) {
  const shown = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const ringed = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A visually hidden radio shows its focus on the label around it.
    return ringed(focused) || ringed(focused.closest('label'));
  });
  expect(shown, 'the focused element is visibly marked').toBe(true);
}

/** Presses Tab until the focused element matches, then checks that its focus is visible. */
async function tabTo(page: Page, selector: string, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const there = await page.evaluate(
      (wanted) => document.activeElement?.matches(wanted) ?? false,
      selector,
    );
    if (there) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`${selector} was not reached within ${limit} presses of Tab`);
}

test('the viewer journey works by keyboard alone, with visible focus', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const playable = await findEvents(
    request,
    'archived',
    (e) => e.eventType === 'event' && e.ads.length === 0,
  );
  const playableIds = playable.map((e) => e.id);
  expect(playableIds.length).toBeGreaterThan(0);

  // Browse: from the home page to the archive through the main navigation.
  await page.goto('/');
  await pageWhole(page);
  await tabTo(page, '[data-testid="site-header"] nav a[href$="/archive/"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/archive\/$/);

  // Search: the header's search, a query typed, the first result opened with the arrows.
  await tabTo(page, '[data-testid="header-search"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/$/);
  await expect(page.getByTestId('search-input')).toBeFocused();
  await page.keyboard.type('riverside', { delay: 30 });
  await expect(
    page.getByRole('group', { name: 'Teams' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/team\//);
  await pageWhole(page);

  // Open an event: Tab to a game's card and follow it.
  const cards = playableIds.map((id) => `a[data-testid="event-card"][data-event-id="${id}"]`);
  await tabTo(page, cards.join(', '), 150);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\//);
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-phase', /playing|paused|ready/, { timeout: 20_000 });

  // Play and pause from the bar; the state is announced.
  await tabTo(page, '[data-testid="play-toggle"]');
  if ((await player.getAttribute('data-phase')) !== 'playing') await page.keyboard.press('Enter');
  await expect(player).toHaveAttribute('data-phase', 'playing', { timeout: 20_000 });
  await expect(page.getByTestId('player-announcer')).toContainText('Playing');
  await page.keyboard.press('Enter');
  await expect(player).toHaveAttribute('data-phase', 'paused');
  await expect(page.getByTestId('player-announcer')).toContainText('Paused');

  // Seek: the arrow key moves the picture on by five seconds.
  const before = await videoTime(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(before + 4);

  // Captions: the menu opened and a language chosen by keyboard.
  await tabTo(page, '[data-testid="captions-trigger"]');
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('captions-menu');
  await expect(menu).toBeVisible();
  // The menu puts focus on its first choice (Off) once open; a key pressed before that lands
  // elsewhere, so wait for it, then move to the first language.
  await expect(page.getByTestId('captions-option--1')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('captions-option-0')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('captions-trigger')).toHaveAttribute('data-captions', 'on');

  // Sign in: from the header's link through the form, and the club choice after it.
  const email = uniqueEmail('keyboard');
  await registerUser(request, baseURL ?? '', email);
  await tabTo(page, '[data-testid="sign-in-link"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login\//);
  await tabTo(page, '[data-testid="login-email"]');
  await page.keyboard.type(email);
  await tabTo(page, '[data-testid="login-password"]');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/club\//);
  await tabTo(page, '[data-testid="club-option"] input');
  await page.keyboard.press('Space');
  await tabTo(page, '[data-testid="club-save"]');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/club\//);
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // Buy: from a paid game's offers, through the sandbox checkout with 4242, until it plays.
  const [paid] = await paidPpvGames(request);
  expect(paid, 'an archived pay-per-view game').toBeDefined();
  await page.goto(`/events/${paid!.id}/`);
  await pageWhole(page);
  await expect(page.getByTestId('availability')).toHaveAttribute('data-reason', 'not-entitled');
  await tabTo(page, `a[data-testid="commerce-buy"][href*="/${paid!.id}-pass/"]`, 150);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/subscription\/buy\//);
  await expect(page.getByTestId('test-mode')).toBeVisible();
  await tabTo(page, '[data-testid="card-number"]');
  await page.keyboard.type('4242 4242 4242 4242');
  await tabTo(page, '[data-testid="card-expiry"]');
  await page.keyboard.type('12/35');
  await tabTo(page, '[data-testid="card-cvc"]');
  await page.keyboard.type('123');
  await tabTo(page, '[data-testid="checkout-pay"]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${paid!.id}/`), { timeout: 10_000 });
  await expectAdvancing(page);
});
