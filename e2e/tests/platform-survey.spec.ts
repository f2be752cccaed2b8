// The survey of spec §4 on the first demo tenant (standard flavour), with the browser's clock
// under the test's control: a viewer whose account is older than 7 days is asked 20 s into the
// home page, never on a suppressed route, and again 1440 minutes after "later"; the demo form
// answers inside the dialog and the survey is then recorded as submitted. A playing video pauses
// while the survey asks and plays on once it is answered "later".
import { expect, test, type Page } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';
import { storedSession } from './auth-helpers';
import { signInFresh } from './personal-helpers';
import { expectAdvancing, findEvents } from './watch-helpers';

const minute = 60_000;
const day = 24 * 60 * minute;

interface SurveyRecord {
  skipped?: string;
  submitted?: string;
}
const surveyRecord = async (page: Page) =>
  ((await storedSession(page))?.user as { options?: Record<string, SurveyRecord> } | null)?.options
    ?.survey_user_experience_1;

/**
 * Whether the survey's start dialog is on the page once the paused clock has moved `ms` on in
 * small steps: React reveals the lazily loaded dialog on a timer of its own, which only runs as
 * the clock moves, and the dialog's chunk arrives in real time.
 */
async function askedWithin(page: Page, ms: number) {
  const step = 100;
  for (let moved = 0; moved < ms; moved += step) {
    await page.clock.runFor(step);
    if ((await page.getByTestId('survey-start').count()) > 0) return true;
  }
  return false;
}

test('the survey asks after 20 s, not on suppressed routes, and again 1440 minutes after later', async ({
  page,
}) => {
  // The browser lives 8 days ahead, so the account made now is older than 7 days to it.
  await page.clock.install({ time: Date.now() + 8 * day });
  await signInFresh(page, 'survey', e2eOrigins.main);
  // The survey runs on every page of a signed-in viewer; on /open-app/ it may not ask.
  const surveyLoaded = page.waitForResponse((response) => response.url().includes('survey-host'));
  await page.goto('/open-app/');
  await expect(page.getByTestId('open-app-page')).toBeVisible();
  await surveyLoaded;
  // From here on the browser's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.clock.fastForward(2 * minute);
  expect(await askedWithin(page, 1_000)).toBe(false);

  // Home allows it: the 20 s count from this navigation.
  await page.getByTestId('brand').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('open-app-page')).toHaveCount(0);
  await page.clock.fastForward(18_000);
  expect(await askedWithin(page, 1_000)).toBe(false);
  await page.clock.fastForward(1_000);
  await expect.poll(() => askedWithin(page, 1_000)).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Survey' })).toBeVisible();

  await page.getByTestId('survey-later').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await surveyRecord(page))?.skipped).toBeTruthy();

  await page.clock.fastForward(1439 * minute - 2_000);
  expect(await askedWithin(page, 1_000)).toBe(false);
  await page.clock.fastForward(minute);
  await expect.poll(() => askedWithin(page, 1_000)).toBe(true);
  await expect(page.getByTestId('survey-start')).toBeVisible();
});

test('the demo form answers inside the dialog and the survey is recorded as submitted', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() + 8 * day });
  await signInFresh(page, 'survey-form', e2eOrigins.main);
  await page.clock.fastForward(20_000);
  await page.getByTestId('survey-start-button').click();
  const form = page.frameLocator('iframe[title="Touchline Sports survey"]');
  await form.getByTestId('survey-submit').click();
  await expect(form.getByText('Choose a rating first.')).toBeVisible();
  await form.getByTestId('survey-rating-4').check();
  await form.getByLabel('Anything we could do better? (optional)').fill('More replays');
  await form.getByTestId('survey-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await surveyRecord(page))?.submitted).toBeTruthy();
  // Submitted is final: no dialog however long the viewer stays.
  await page.clock.fastForward(3 * day);
  await expect(page.getByTestId('survey-start')).toHaveCount(0);
});

test('a playing video pauses while the survey asks and plays on after "later"', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [game] = await findEvents(request, 'archived', (e) => e.eventType === 'event');
  expect(game, 'an available archived game').toBeDefined();
  await page.clock.install({ time: Date.now() + 8 * day });
  await signInFresh(page, 'survey-video', e2eOrigins.main);
  // The 20 s count from this page load; the clock runs on its own until the video plays.
  await page.goto(`/events/${game!.id}/`);
  await expectAdvancing(page, 0.2);
  await expect(page.getByTestId('survey-start')).toHaveCount(0);
  const paused = () =>
    page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.paused);
  expect(await paused()).toBe(false);

  await page.clock.fastForward(20_000);
  await expect(page.getByTestId('survey-start')).toBeVisible();
  await expect.poll(paused).toBe(true);

  await page.getByTestId('survey-later').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(paused).toBe(false);
  await expectAdvancing(page, 0.2);
});
