// Helpers for any page of the portal.
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * For a spec whose journeys open browsers of their own (`browser.newContext`): each one opened
 * through the returned function is closed when its journey ends, passed or failed. Playwright
 * closes only the `page` fixture's context; one left open went on playing a live game and
 * polling for the rest of the worker's journeys, using their CPU and showing in their traces.
 */
export function closedAfterEachJourney(): (
  browser: Browser,
  options?: BrowserContextOptions,
) => Promise<BrowserContext> {
  const opened: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  return async (browser, options) => {
    const context = await browser.newContext(options);
    opened.push(context);
    return context;
  };
}

/**
 * Waits until the browser's React has taken over `control`. A server-rendered page shows its
 * buttons before its script has run; a press in that window reaches no handler. React marks
 * each element it adopts with its props (`__reactProps$…`), which is what it reads to dispatch.
 */
export async function hydrated(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element) =>
        Object.keys(element).some((k) => k.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}

/**
 * Waits until the page has its data: every region that loads shows a skeleton (`animate-pulse`)
 * or `aria-busy` until its answer is in, so none left means the page is whole. (Waiting for the
 * network to go idle instead cost half a second per page at best, and a player page buffering
 * its stream is never idle for long.)
 */
export async function pageWhole(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}
