// Highlights cut into VODs (ADR 062): an operator gives a game of their own the recording of a
// demo replay, cuts 5 s of it by in/out marks in the console, follows the job to its end, and a
// signed-out viewer plays the highlight, a VOD of its own with several renditions.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signInAsNewOperator } from './console-helpers';
import { videoTime } from './watch-helpers';

const operatorKey = { 'x-operator-key': 'op_demo_touchline_operator' };

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('an operator cuts 5 s of a replay by in/out marks and a viewer plays the highlight', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.skip(!hasFfmpeg, 'ffmpeg is not installed');
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `Console Highlights ${stamp}`;
  // A game of this journey's own, played long ago, whose recording is a demo replay's: no other
  // journey's game gets a highlight it does not expect.
  const created = await request.post(`${baseURL}/api/admin/events`, {
    headers: operatorKey,
    data: { title, startsAt: '2019-03-02T15:00:00.000Z' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const gameId = ((await created.json()) as { content: { id: string } }).content.id;
  const stream = await request.post(`${baseURL}/api/admin/event/${gameId}/stream`, {
    headers: operatorKey,
    data: { url: '/media/vod/match-1/master.m3u8' },
  });
  expect(stream.status(), await stream.text()).toBe(200);
  const ended = await request.patch(`${baseURL}/api/admin/events/${gameId}`, {
    headers: operatorKey,
    data: { status: 'vod' },
  });
  expect(ended.status(), await ended.text()).toBe(200);

  await signInAsNewOperator(page, request, baseURL!, '/console/#highlights');
  await page.getByTestId('console-tab-highlights').click();
  await expect(page).toHaveURL(/#highlights$/);
  await page.getByTestId('highlight-game-select').selectOption({ label: title });
  await expect(page.getByTestId('highlights-empty')).toBeVisible();

  await page.getByTestId('highlight-title').fill(`Opening goal ${stamp}`);
  await page.getByTestId('highlight-mode').selectOption('marks');
  await page.getByLabel('In (seconds)').fill('10');
  await page.getByLabel('Out (seconds)').fill('15');
  await page.getByTestId('highlight-submit').click();

  const job = page.getByTestId('highlight-job');
  await expect(job).toBeVisible({ timeout: 30_000 });
  await expect(job).toHaveAttribute('data-state', 'done', { timeout: 240_000 });
  const row = page.getByTestId('highlight-row').filter({ hasText: `Opening goal ${stamp}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('0:10');
  const highlightId = await row.getAttribute('data-id');
  expect(highlightId).toBeTruthy();
  await expect(row.getByTestId('highlight-open')).toHaveAttribute(
    'href',
    `/events/${highlightId}/`,
  );

  // A viewer of the portal (a browser of its own, signed out) plays the highlight.
  const viewer = await browser.newPage({ baseURL, locale: 'en-GB' });
  const master = viewer.waitForResponse(
    (response) => response.url().includes('/media/uploads/') && /master\.m3u8/.test(response.url()),
    { timeout: 60_000 },
  );
  await viewer.goto(`/events/${highlightId}/`);
  const playlist = await (await master).text();
  const variants = playlist.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF'));
  expect(variants.length, playlist).toBeGreaterThanOrEqual(2);
  await expect(viewer.getByTestId('player')).toHaveAttribute('data-live', 'false');
  await expect.poll(() => videoTime(viewer), { timeout: 60_000 }).toBeGreaterThan(1);
  await viewer.close();

  // The cut is in the audit trail.
  await page.getByTestId('console-tab-audit').click();
  await expect(
    page.getByTestId('audit-row').filter({ hasText: 'highlight.create' }).first(),
  ).toBeVisible();
});
