// Every screen at phone, tablet and desktop widths: no page wider than its viewport, each tenant's
// name whole in the header, 44 px touch targets on the player bar. Each page is loaded once and
// swept through the widths; the public and the signed-in pages are walked in separate tests. Beside it: invalid addresses leave
// nothing in the console, and a login-required page opened without a session asks to sign in.
import { expect, test, type Page } from '@playwright/test';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { pageWhole } from './page-helpers';
import { e2eOrigins } from '../playwright.config';
import { findEvents } from './watch-helpers';

const widths = [360, 390, 768, 1024, 1440];

const publicPages = [
  '/',
  '/live/',
  '/archive/',
  '/upcoming/',
  '/latest/',
  '/search/?q=premier',
  '/league/tl-league-northern-premier/',
  '/team/tl-team-riverside-rovers/',
  '/about/',
  '/faq/',
  '/info/terms/',
  '/category/tl-cat-football/',
  '/no-such-page/',
  '/auth/login/',
  '/auth/sign-up/',
  '/auth/password/forgot/',
];
const signedInPages = [
  '/account/general/',
  '/account/devices/',
  '/account/password/',
  '/account/subscription/',
  '/account/billing/',
  '/account/subscription/buy/tl-offer-month/',
  '/following/',
  '/following/league/',
  '/selected/clips/',
  '/selected/videos/',
  '/recommendation/',
];

// Many pages per test: each waits for its content on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** Loads the page and waits for its data (no skeleton or busy region left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await pageWhole(page);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    // The widest element sticking out, named, so a failure says where to look.
    culprit: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > window.innerWidth + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => {
        const name = `${element.tagName.toLowerCase()}.${element.className.split(' ').slice(0, 4).join('.')}`;
        return `${name}[${element.dataset.testid ?? ''}] → ${Math.round(right)}`;
      }),
  }));
  expect(
    sizes.scroll,
    `${path} at ${sizes.inner}px is ${sizes.scroll}px wide: ${sizes.culprit.join(' | ')}`,
  ).toBeLessThanOrEqual(sizes.inner);
}

const viewport = (width: number) => ({ width, height: width < 768 ? 800 : 900 });

/**
 * Each page is loaded once, at the narrowest width, then the window is widened through the
 * others: the layout must follow a resize (a turned tablet, a dragged window) as well as a load.
 */
async function sweep(page: Page, path: string, atWidth?: (width: number) => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize(viewport(width));
    // Two frames: the resize's layout and whatever a media-query listener re-rendered.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expectNoSidewaysScroll(page, path);
    await atWidth?.(width);
  }
}

const halves = [publicPages.slice(0, 7), publicPages.slice(7)];
for (const [index, paths] of halves.entries()) {
  test(`public pages fit every width (${index + 1} of ${halves.length})`, async ({ page }) => {
    for (const path of paths) {
      await page.setViewportSize(viewport(widths[0]!));
      await open(page, path);
      await sweep(page, path);
    }
  });
}

test('the tenant name is whole and the player bar keeps 44 px targets at every width', async ({
  page,
  request,
}) => {
  // The tenant's name is read whole in the header: wrapped, never cut off with an ellipsis.
  for (const origin of [e2eOrigins.main, e2eOrigins.other]) {
    await page.setViewportSize(viewport(widths[0]!));
    await open(page, `${origin}/`);
    await sweep(page, `${origin}/`, async (width) => {
      const fits = await page
        .getByTestId('brand')
        .locator('span')
        .evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth &&
            element.scrollHeight <= element.clientHeight,
        );
      expect(fits, `the tenant name on ${origin} is not clipped at ${width}px`).toBe(true);
    });
  }

  // An event page with its player: every button of the bar is at least 44 px square (the
  // moments marked on the seek bar are shortcuts beside it; the seek bar itself takes taps).
  const [event] = await findEvents(request, 'archived', (e) => e.eventType === 'event');
  expect(event, 'an available archived game').toBeDefined();
  await page.setViewportSize(viewport(widths[0]!));
  await page.goto(`/events/${event!.id}/`);
  await expect(page.getByTestId('player-controls')).toBeAttached();
  await sweep(page, '/events/…/', async (width) => {
    await page.getByTestId('player').hover();
    const boxes = await page
      .getByTestId('player-buttons')
      .locator('button:visible')
      .evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return { label: button.getAttribute('aria-label'), w: box.width, h: box.height };
        }),
      );
    expect(boxes.length).toBeGreaterThan(2);
    for (const box of boxes) {
      expect(
        Math.min(box.w, box.h),
        `${box.label} is a 44 px target at ${width}px`,
      ).toBeGreaterThanOrEqual(44);
    }
  });
});

test("an event's statistics page fits every width", async ({ page, request }) => {
  const [event] = await findEvents(request, 'archived', (e) => e.eventType === 'event');
  expect(event, 'an available archived game').toBeDefined();
  const path = `/events/stats/${event!.id}/`;
  await page.setViewportSize(viewport(widths[0]!));
  await open(page, path);
  await sweep(page, path);
});

test('signed-in pages fit every width', async ({ page, request, baseURL }) => {
  // Signed in, with the club chosen the tenant asks for.
  const email = uniqueEmail('widths');
  await registerUser(request, baseURL ?? '', email);
  await page.setViewportSize(viewport(widths[0]!));
  await open(page, '/auth/login/');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/club\//);
  await sweep(page, '/club/');
  await page.setViewportSize(viewport(widths[0]!));
  await page.getByTestId('club-option').first().click();
  await page.getByTestId('club-save').click();
  await expect(page).not.toHaveURL(/\/club\//);
  for (const path of signedInPages) {
    await page.setViewportSize(viewport(widths[0]!));
    await open(page, path);
    await sweep(page, path);
  }
});

test('invalid addresses leave nothing in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of [
    '/events/no-such-event/',
    '/events/stats/no-such-event/',
    '/league/no-such-league/',
    '/team/no-such-team/',
    '/category/no-such-category/',
    '/info/no-such-page/',
    '/search/?q=%00%ff&page=-3',
    '/latest/?sort=sideways&date=yesterday-ish',
    '/no/such/page/',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
  }
  // The server answers unknown events and pages with 404s, which the browser itself reports as
  // failed loads; only what the portal writes to the console counts. The analytics library
  // sends its batch as a page is left and logs that request's failure itself (then retries it)
  // when the next page is faster: a delivery of ours, not an error of the page.
  const analyticsDelivery = (text: string) =>
    text.startsWith('TypeError: Failed to fetch') && text.includes('/assets/segment-sink-');
  const written = errors.filter(
    (text) => !text.startsWith('Failed to load resource') && !analyticsDelivery(text),
  );
  expect(written).toEqual([]);
});

test('a login-required page without a session asks to sign in, then comes back', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/account/devices/');
  await expect(page).toHaveURL(/\/auth\/login\/\?signInRequired=true/);
  await expect(page.getByTestId('sign-in-required-notice')).toBeVisible();
  await expect(page.getByTestId('session-expired-notice')).toHaveCount(0);

  const email = uniqueEmail('sign-in-first');
  await registerUser(request, baseURL ?? '', email);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/club\//);
  await page.getByTestId('club-option').first().click();
  await page.getByTestId('club-save').click();
  await expect(page).toHaveURL(/\/account\/devices\/$/);
  // This browser, told apart from the registration script's device by browser and system.
  const current = page.locator('[data-testid="device-row"][data-current]');
  await expect(current.getByTestId('device-title')).toContainText(
    /Chrom\w*( Headless)? \d+ on Linux/,
  );
  await expect(current.getByTestId('device-facts')).toContainText(/First seen/);

  // Named by the user, and the name kept.
  await current.getByTestId('rename-device').click();
  await current.getByTestId('device-name-input').fill('Desk by the window');
  await current.getByTestId('device-name-save').click();
  await expect(current.getByTestId('device-title')).toContainText('Desk by the window');
  await page.reload();
  await expect(
    page.locator('[data-testid="device-row"][data-current]').getByTestId('device-title'),
  ).toContainText('Desk by the window');
});
