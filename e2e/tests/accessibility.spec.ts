// Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) on the pages of both demo tenants, in
// every colour mode the tenant offers, signed out and signed in, and in Hebrew (right to left).
// Touchline walks every page in both colour modes and in Hebrew. The second tenant differs in its
// brand colours only, so it walks one page of each kind (home, a listing with its filters,
// search, a content page, the not-found page, a sign-up form, its identity page, an event with
// its player, the account pages): every template is checked in its colours without axe walking
// the same template again for each listing (docs/decisions/038-overlapped-suite-phases.md).
// A serious or critical violation fails the page, listed rule by rule with the offending nodes, as
// does motion that starts by itself and never stops. The viewer journey by keyboard alone:
// accessibility-keyboard.spec.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { e2eOrigins } from '../playwright.config';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { pageWhole } from './page-helpers';
import { findEvents } from './watch-helpers';

interface Variant {
  name: string;
  origin: string;
  mode: 'light' | 'dark';
  /** League, category and team pages of the tenant. */
  identityPages: string[];
  /** The tenant asks every signed-in user for a favourite club before anything else. */
  clubChoice: boolean;
  /** A locale prefix: `/he` checks the right-to-left layout. */
  prefix?: string;
  /** Every page, or one page of each kind (see the top of the file). */
  pages: 'all' | 'one-of-each-kind';
}

const variants: Variant[] = [
  {
    name: 'touchline light',
    origin: e2eOrigins.main,
    mode: 'light',
    identityPages: ['/league/tl-league-northern-premier/', '/team/tl-team-riverside-rovers/'],
    clubChoice: true,
    pages: 'all',
  },
  {
    name: 'touchline dark',
    origin: e2eOrigins.main,
    mode: 'dark',
    identityPages: ['/category/tl-cat-football/', '/team/tl-team-riverside-rovers/'],
    clubChoice: true,
    pages: 'all',
  },
  {
    // The second tenant offers no light theme, so dark is all there is to check.
    name: 'harbour dark',
    origin: e2eOrigins.other,
    mode: 'dark',
    identityPages: ['/league/hb-league-harbour-premier/'],
    clubChoice: false,
    pages: 'one-of-each-kind',
  },
  {
    name: 'touchline Hebrew (right to left)',
    origin: e2eOrigins.main,
    mode: 'light',
    identityPages: ['/league/tl-league-northern-premier/', '/team/tl-team-riverside-rovers/'],
    clubChoice: true,
    prefix: '/he',
    pages: 'all',
  },
];

const signedOutPages = [
  '/',
  '/live/',
  '/archive/',
  '/upcoming/',
  '/latest/',
  '/search/?q=premier',
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
  '/account/',
  '/account/general/',
  '/account/devices/',
  '/account/password/',
  '/account/billing/',
  // A checkout: the month's subscription, paid in the sandbox.
  '/account/subscription/buy/tl-offer-month/',
  '/following/',
  '/following/league/',
  '/selected/clips/',
  '/selected/videos/',
  '/recommendation/',
];

/** One page of each kind: the other listings, content pages and identity forms share these. */
const oneOfEachKind = {
  signedOut: ['/', '/latest/', '/search/?q=premier', '/faq/', '/no-such-page/', '/auth/sign-up/'],
  signedIn: [
    '/account/general/',
    '/account/devices/',
    '/account/billing/',
    '/following/',
    '/following/league/',
    '/selected/videos/',
  ],
};

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe's contrast checks walk every text node, and each test walks many pages: generous on a
// busy machine.
test.describe.configure({ timeout: 600_000 });

/**
 * axe-core itself, put into each page through the DevTools protocol (the page's CSP does not
 * apply). @axe-core/playwright's builder ran each page in parts and then finished the run in a
 * new blank page: 1.2–3.7 s a page, against 0.1–0.8 s for axe-core's own `run` plus 0.3 s to
 * inject it, for the same rules and results.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: { target: string[]; failureSummary?: string }[];
};

/** Runs axe on the open page and returns its serious and critical violations, readable. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  }, wcagTags);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) =>
      [
        `${new URL(page.url()).pathname} — ${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}`,
        ...v.nodes
          .slice(0, 8)
          .map(
            (n) =>
              `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
          ),
        ...(v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : []),
      ].join('\n'),
    );
}

/**
 * Motion that starts by itself and never stops (WCAG 2.2.2 Pause, Stop, Hide: more than 5 s
 * needs a way to stop it). Loading indicators (skeletons' `pulse`, the player's buffering
 * `spin`) show only while something loads, so they are not counted.
 */
async function endlessMotion(page: Page): Promise<string[]> {
  const endless = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime === Infinity)
      .map((animation) => {
        const name = (animation as CSSAnimation).animationName ?? animation.id;
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return {
          name,
          // getAttribute: an SVG element's className is an object, not its classes.
          target: target
            ? `${target.tagName.toLowerCase()}.${target.getAttribute('class') ?? ''}`
            : '',
        };
      })
      .filter(({ name }) => name !== 'pulse' && name !== 'spin'),
  );
  return endless.map(
    ({ name, target }) =>
      `${new URL(page.url()).pathname} — endless animation "${name}" on ${target} (WCAG 2.2.2)`,
  );
}

// One page per variant walks every page (a new context per page cost seconds each); the
// violations of all pages are gathered and reported together.
for (const variant of variants) {
  test.describe(variant.name, () => {
    test.use({ baseURL: variant.origin, colorScheme: variant.mode });

    test('every signed-out page and an event page with its player', async ({ page, request }) => {
      const found: string[] = [];
      const pages = variant.pages === 'all' ? signedOutPages : oneOfEachKind.signedOut;
      for (const path of [...pages, ...variant.identityPages]) {
        await page.goto(`${variant.prefix ?? ''}${path}`);
        await pageWhole(page);
        // No colour mode is stored, so the page follows the emulated system setting.
        const html = expect(page.locator('html'));
        await (variant.mode === 'dark' ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
        if (variant.prefix) await html.toHaveAttribute('dir', 'rtl');
        found.push(...(await seriousViolations(page)), ...(await endlessMotion(page)));
      }
      const [event] = await findEvents(request, 'archived', (e) => e.eventType === 'event');
      expect(event, 'an available archived game').toBeDefined();
      await page.goto(`${variant.prefix ?? ''}/events/${event!.id}/`);
      await expect(page.getByTestId('player')).toBeVisible();
      await pageWhole(page);
      found.push(...(await seriousViolations(page)));
      if (variant.origin === e2eOrigins.main) {
        // The game's statistics (this tenant shows them).
        await page.goto(`${variant.prefix ?? ''}/events/stats/${event!.id}/`);
        await pageWhole(page);
        found.push(...(await seriousViolations(page)));
      }
      expect(found, `accessibility violations:\n${found.join('\n')}`).toEqual([]);
    });

    test('the signed-in pages', async ({ page, request }) => {
      const found: string[] = [];
      const email = uniqueEmail('a11y');
      await registerUser(request, variant.origin, email);
      await page.goto(`${variant.prefix ?? ''}/auth/login/`);
      await signInThroughForm(page, email);
      if (variant.clubChoice) {
        // The club choice is a page of its own: check it, then pick a club.
        await expect(page).toHaveURL(/\/club\//);
        await pageWhole(page);
        found.push(...(await seriousViolations(page)));
        await page.getByTestId('club-option').first().click();
        await page.getByTestId('club-save').click();
        await expect(page).not.toHaveURL(/\/club\//);
      }
      await expect(page.getByTestId('account-menu')).toBeVisible();
      for (const path of variant.pages === 'all' ? signedInPages : oneOfEachKind.signedIn) {
        await page.goto(`${variant.prefix ?? ''}${path}`);
        await pageWhole(page);
        found.push(...(await seriousViolations(page)));
      }
      expect(found, `accessibility violations:\n${found.join('\n')}`).toEqual([]);
    });
  });
}
