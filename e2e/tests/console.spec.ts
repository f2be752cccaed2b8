// The operator console: an operator builds a league, two teams and a game, uploads a video through
// tus and watches it become a replay with several renditions; a viewer is turned away, an
// anonymous visitor is asked to sign in first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { videoTime } from './watch-helpers';

/** The demo tenant's operator account (public on purpose, README). */
const operator = { email: 'operator@touchline.example', password: 'Floodlight-Whistle-42' };

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A 10 s 854×480 test pattern with a tone, as ffmpeg's test sources make it. */
function makeTestVideo(dir: string): string {
  const file = join(dir, 'console-test-match.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=854x480:rate=25:duration=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=10'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
    ],
    file,
  ]);
  return file;
}

async function createIdentity(
  page: Page,
  kind: 'league' | 'team',
  title: string,
  parent?: string,
): Promise<void> {
  await page.getByTestId('identity-create-kind').selectOption(kind);
  if (parent)
    await page.getByTestId('identity-create-parent').selectOption({ label: `${parent} · League` });
  await page.getByTestId('identity-create-title').fill(title);
  await page.getByTestId('identity-create-submit').click();
  await expect(page.getByTestId('identity-row').filter({ hasText: title })).toBeVisible();
}

test('an anonymous visitor is sent to sign in and comes back to the console', async ({ page }) => {
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/auth\/login\/\?.*redirect=%2Fconsole%2F/);
  await signInThroughForm(page, operator.email, operator.password);
  await expect(page).toHaveURL(/\/console\/$/);
  await expect(page.getByTestId('console')).toBeVisible();
});

test('a signed-in viewer gets the "not allowed" page', async ({ page, request }) => {
  const email = uniqueEmail('console-viewer');
  await registerUser(request, '', email);
  await page.goto('/auth/login/?redirect=%2Fconsole%2F');
  await signInThroughForm(page, email);
  await expect(page.getByTestId('console-not-allowed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByTestId('console')).toHaveCount(0);
});

test('an operator creates a league, two teams and a game, uploads a video and it plays as a replay', async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!hasFfmpeg, 'ffmpeg is not installed: the portal cannot transcode uploads here');
  // Transcoding on two busy cores takes a while: sign-in, five forms, an upload and a ladder.
  test.setTimeout(360_000);
  const dir = mkdtempSync(join(tmpdir(), 'touchline-console-'));
  try {
    const video = makeTestVideo(dir);
    const stamp = Date.now().toString(36);
    const league = `Console League ${stamp}`;
    const home = `Console Home ${stamp}`;
    const away = `Console Away ${stamp}`;
    const game = `Console Game ${stamp}`;

    await page.goto('/auth/login/?redirect=%2Fconsole%2F');
    await signInThroughForm(page, operator.email, operator.password);
    await expect(page.getByTestId('console')).toBeVisible();

    await page.getByTestId('console-tab-identities').click();
    await expect(page).toHaveURL(/#identities$/);
    await createIdentity(page, 'league', league);
    await createIdentity(page, 'team', home, league);
    await createIdentity(page, 'team', away, league);

    await page.getByTestId('console-tab-system').click();
    await expect(page.getByTestId('capabilities-transcoding')).toBeVisible();

    await page.getByTestId('console-tab-games').click();
    await page.getByTestId('event-create-title').fill(game);
    await page.getByTestId('event-create-start').fill('2026-11-20T15:00');
    await page.getByTestId('event-create-league').selectOption({ label: league });
    await page.getByTestId('event-create-home').selectOption({ label: home });
    await page.getByTestId('event-create-away').selectOption({ label: away });
    await page.getByTestId('event-create-submit').click();
    const row = page.getByTestId('event-row').filter({ hasText: game });
    await expect(row.getByTestId('event-status')).toHaveText('Upcoming');
    const eventId = await row.getAttribute('data-id');
    expect(eventId).toBeTruthy();
    // The new game is the one the panels below the form now edit.
    await expect(page.getByTestId('game-panels')).toHaveAttribute('data-id', eventId!);

    await page.getByTestId('upload-file').setInputFiles(video);
    await page.getByTestId('upload-start').click();
    const transcode = page.getByTestId('transcode');
    await expect(transcode).toBeVisible({ timeout: 60_000 });
    await expect(transcode).toHaveAttribute('data-state', 'done', { timeout: 240_000 });
    await expect(row.getByTestId('event-status')).toHaveText('Replay');

    await expect(page.getByTestId('transcode-open')).toHaveAttribute('href', `/events/${eventId}/`);

    // A viewer of the portal (a browser of its own, signed out) plays the replay.
    const viewer = await browser.newPage({ baseURL, locale: 'en-GB' });
    const master = viewer.waitForResponse(
      (response) =>
        response.url().includes('/media/uploads/') && /master\.m3u8/.test(response.url()),
      { timeout: 60_000 },
    );
    await viewer.goto(`/events/${eventId}/`);
    const playlist = await (await master).text();
    const variants = playlist.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF'));
    expect(variants.length, playlist).toBeGreaterThanOrEqual(2);
    await expect(viewer.getByTestId('player')).toHaveAttribute('data-live', 'false');
    // A replay starts at 0: its clock passing 1 s is playback (the whole 10 s may be over by the
    // time a busy machine asks, so no reading is taken first).
    await expect.poll(() => videoTime(viewer), { timeout: 60_000 }).toBeGreaterThan(1);
    await viewer.close();

    // The audit trail names the operator's changes, the upload included.
    await page.getByTestId('console-tab-audit').click();
    await expect(
      page.getByTestId('audit-row').filter({ hasText: 'upload.create' }).first(),
    ).toBeVisible();
    await expect(
      page.getByTestId('audit-row').filter({ hasText: 'identity.create' }).first(),
    ).toBeVisible();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
