// User clips and continue watching: cut 20 s from a replay and about 10 s from a live game's replay
// window, play them at once in /selected/clips/, rename one, share it and open the link in a fresh
// browser context; and, for another viewer, a replay left midway is offered on home and resumes
// where it was left. Two tests: as one, an attempt ran out of its 3 minutes on a starved machine.
import { expect, test } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';
import { closedAfterEachJourney } from './page-helpers';
import { signInFresh } from './personal-helpers';
import { expectAdvancing, findEvents, videoTime } from './watch-helpers';

const newContext = closedAfterEachJourney();

test('cut 20 s from a replay and 10 s from a live game → they play in /selected/clips/ → rename → share link opens in a fresh context', async ({
  page,
  request,
  browser,
}) => {
  // Six page loads and six plays: well over a minute on a busy CI machine.
  test.setTimeout(180_000);
  const [game] = await findEvents(
    request,
    'archived',
    (e) => e.eventType === 'event' && (e.source.hd ?? '').startsWith('/media/vod/'),
  );
  expect(game, 'an available recorded game').toBeDefined();
  const [live] = await findEvents(request, 'live', (e) =>
    (e.source.hd ?? '').startsWith('/media/live/'),
  );
  expect(live, 'a free live game').toBeDefined();
  await signInFresh(page, 'clips', e2eOrigins.main);

  await page.goto(`/events/${game!.id}/`);
  await expectAdvancing(page, 0.2);
  const seek = page.getByTestId('seek-input');
  await seek.fill('4');
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(4);
  await page.getByTestId('mark-in').click();
  await seek.fill('24');
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(24);
  // The keyboard marks too: O sets the out mark while focus is in the cutter.
  await page.getByTestId('mark-out').focus();
  await page.keyboard.press('o');
  await page.getByTestId('clip-title').fill('My twenty seconds');
  await page.getByTestId('save-clip').click();
  await expect(page.getByText('Clip “My twenty seconds” saved')).toBeVisible();

  // From the live game: mark out where it plays, go back about 10 s in its replay window, mark in.
  await page.goto(`/events/${live!.id}/`);
  await expectAdvancing(page, 0.5);
  await page.getByTestId('mark-out').click();
  const out = await videoTime(page);
  // Back by the keyboard, 5 s a press, each press once the last one has landed. (The seek
  // slider's steps start at the live window's start, which moves, so a typed time may not fit.)
  // The game plays on meanwhile, so it presses until the player is 9 s behind the out mark. It
  // stays well inside the window: 20 s back was more than the window held behind the player on
  // a busy machine (the fourth press stopped at the window's start, 15 s back).
  // A press near the window's start stops there (the window slides on with the game): it has
  // landed once the player is at the window's start.
  const behindWindowStart = () =>
    page
      .getByTestId('player-video')
      .evaluate((video: HTMLVideoElement) =>
        video.seekable.length > 0 ? video.currentTime - video.seekable.start(0) : 0,
      );
  await page.getByTestId('player').focus();
  for (let i = 0; i < 6 && (await videoTime(page)) >= out - 9; i += 1) {
    const before = await videoTime(page);
    if ((await behindWindowStart()) < 2) break;
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(async () => (await videoTime(page)) < before - 3 || (await behindWindowStart()) < 2, {
        timeout: 15_000,
      })
      .toBe(true);
  }
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeLessThan(out - 6);
  await page.getByTestId('mark-in').click();
  await page.getByTestId('clip-title').fill('Live moment');
  await page.getByTestId('save-clip').click();
  await expect(page.getByText('Clip “Live moment” saved')).toBeVisible();

  await page.goto('/selected/clips/');
  await expect(page.getByTestId('user-clip')).toHaveCount(2);
  const liveClip = page.getByTestId('user-clip').filter({ hasText: 'Live moment' });
  await liveClip.getByTestId('play-clip').click();
  await expect(page.getByTestId('clip-player').getByTestId('player')).toBeVisible();
  await expectAdvancing(page, 0.5);

  // By id: while it is being renamed, the row shows an input instead of its title.
  const clipId = await page
    .getByTestId('user-clip')
    .filter({ hasText: 'My twenty seconds' })
    .getAttribute('data-clip-id');
  const clip = page.locator(`[data-testid="user-clip"][data-clip-id="${clipId}"]`);
  await expect(clip.getByTestId('clip-name')).toHaveText('My twenty seconds');
  await clip.getByTestId('play-clip').click();
  await expect(page.getByTestId('clip-player').getByTestId('player')).toBeVisible();
  await expectAdvancing(page, 0.5);

  await clip.getByTestId('rename-clip').click();
  await clip.getByTestId('rename-input').fill('Best twenty seconds');
  await clip.getByTestId('rename-input').press('Enter');
  await expect(clip.getByTestId('clip-name')).toHaveText('Best twenty seconds');
  // Its own page, loaded whole: the server has no session and leaves an unshared clip to the
  // browser, which finds it with the owner's. Nothing is cut from a clip.
  await page.goto(`/events/${clipId}/`);
  await expect(page.getByTestId('event-title')).toHaveText('Best twenty seconds');
  await expectAdvancing(page, 0.5);
  await expect(page.getByTestId('tag-moment')).toBeVisible();
  await expect(page.getByTestId('clip-cutter')).toHaveCount(0);
  await page.goto('/selected/clips/');
  const renamed = clip;
  await expect(renamed.getByTestId('clip-name')).toHaveText('Best twenty seconds');

  // Shared, its link plays in a browser context with no session.
  await renamed.getByTestId('share-clip').click();
  const link = await renamed.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/events\/uc-[^/]+\/$/);
  const visitor = await (await newContext(browser)).newPage();
  await visitor.goto(link);
  await expect(visitor.getByTestId('event-title')).toHaveText('Best twenty seconds');
  await expectAdvancing(visitor, 0.5);
});

test('a replay left midway is offered on home with where it was left, and resumes there', async ({
  page,
  request,
}) => {
  const [game] = await findEvents(
    request,
    'archived',
    (e) => e.eventType === 'event' && (e.source.hd ?? '').startsWith('/media/vod/'),
  );
  expect(game, 'an available recorded game').toBeDefined();
  await signInFresh(page, 'resume', e2eOrigins.main);

  await page.goto(`/events/${game!.id}/`);
  await expectAdvancing(page, 0.2);
  // The position is sent as it moves on (here: the jump to 0:24), before the page is left.
  const saved = page.waitForResponse(
    (r) =>
      r.url().includes('/api/user/save_watch_position') &&
      (r.request().postDataJSON() as { position: number }).position >= 23,
  );
  await page.getByTestId('seek-input').fill('24');
  expect((await saved).ok()).toBe(true);
  // Paused there (K), as a viewer stopping midway; it would otherwise be sent again at 0:34.
  await page.getByTestId('player').focus();
  await page.keyboard.press('k');
  await expect(page.getByTestId('player')).toHaveAttribute('data-phase', 'paused');
  const leftAt = await videoTime(page);
  expect(leftAt).toBeLessThan(33);

  await page.goto('/');
  const rail = page.getByTestId('rail-continue-watching');
  await expect(rail.getByTestId('event-card').first()).toHaveAttribute('data-event-id', game!.id);
  await expect(rail.getByTestId('continue-from').first()).toContainText('0:2');
  await rail.getByTestId('event-card').first().click();
  await page.getByTestId('resume-button').click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(23);
});
