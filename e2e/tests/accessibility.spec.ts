// Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) on the main pages of both demo tenants,
// in every colour mode the tenant offers, signed out and signed in, and in a right-to-left locale.
// A serious or critical violation fails the page, listed rule by rule with the offending nodes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { findEvents } from './watch-helpers';

interface Variant {
  name: string;
  origin: string;
  mode: 'light' | 'dark';
  /** League, category and team pages of the tenant. */
  identityPages: string[];
  /** The tenant asks every signed-in user for a favourite club before anything else. */
  clubChoice: boolean;
}

const variants: Variant[] = [
  {
    name: 'touchline light',
    origin: e2eOrigins.main,
    mode: 'light',
    identityPages: ['/league/tl-league-northern-premier/', '/team/tl-team-riverside-rovers/'],
    clubChoice: true,
  },
  {
    name: 'touchline dark',
    origin: e2eOrigins.main,
    mode: 'dark',
    identityPages: ['/category/tl-cat-football/', '/team/tl-team-riverside-rovers/'],
    clubChoice: true,
  },
  {
    // The second tenant offers no light theme, so dark is all there is to check.
    name: 'harbour dark',
    origin: e2eOrigins.other,
    mode: 'dark',
    identityPages: ['/league/hb-league-harbour-premier/'],
    clubChoice: false,
  },
];

const signedOutPages = [
  '/',
  '/live/',
  '/archive/',
  '/upcoming/',
  '/search/?q=premier',
  '/about/',
  '/no-such-page/',
  '/auth/login/',
  '/auth/sign-up/',
  '/auth/password/forgot/',
];
const signedInPages = ['/account/general/', '/account/devices/'];

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe's contrast checks walk every text node: long pages take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Waits until the page has its data: no request in flight, no region still loading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

/** Runs axe and fails with a readable list of the serious and critical violations. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const readable = blocking.map((v) =>
    [
      `${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}`,
      ...v.nodes
        .slice(0, 8)
        .map(
          (n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
        ),
      ...(v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : []),
    ].join('\n'),
  );
  expect(readable, `axe violations on ${page.url()}:\n${readable.join('\n')}`).toEqual([]);
}

for (const variant of variants) {
  test.describe(variant.name, () => {
    test.use({ baseURL: variant.origin, colorScheme: variant.mode });

    for (const path of [...signedOutPages, ...variant.identityPages]) {
      test(`${path} has no serious violations`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        // No colour mode is stored, so the page follows the emulated system setting.
        const html = expect(page.locator('html'));
        await (variant.mode === 'dark' ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
        await expectNoSeriousViolations(page);
      });
    }

    test('an archived event page with its player has no serious violations', async ({
      page,
      request,
    }) => {
      const [event] = await findEvents(request, 'archived', (e) => e.eventType === 'event');
      expect(event, 'an available archived game').toBeDefined();
      await page.goto(`/events/${event!.id}/`);
      await expect(page.getByTestId('player')).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page);
    });

    for (const path of signedInPages) {
      test(`${path} signed in has no serious violations`, async ({ page, request }) => {
        const email = uniqueEmail('a11y');
        await registerUser(request, variant.origin, email);
        await page.goto('/auth/login/');
        await signInThroughForm(page, email);
        if (variant.clubChoice) {
          // The club choice is a page of its own: check it once, then pick a club.
          await expect(page).toHaveURL(/\/club\//);
          if (path === signedInPages[0]) {
            await settle(page);
            await expectNoSeriousViolations(page);
          }
          await page.getByTestId('club-option').first().click();
          await page.getByTestId('club-save').click();
          await expect(page).not.toHaveURL(/\/club\//);
        }
        await expect(page.getByTestId('account-menu')).toBeVisible();
        await page.goto(path);
        await settle(page);
        await expectNoSeriousViolations(page);
      });
    }
  });
}

test.describe('right to left', () => {
  test.use({ colorScheme: 'light' });

  test('the Hebrew home page has no serious violations', async ({ page }) => {
    await page.goto('/he/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await settle(page);
    await expectNoSeriousViolations(page);
  });
});
