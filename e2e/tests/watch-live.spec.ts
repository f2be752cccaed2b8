// A live game plays as live, and "back to live" returns to the live edge after seeking back.
import { expect, test } from '@playwright/test';
import { expectAdvancing, findEvents, videoTime } from './watch-helpers';

test('a live event plays as live and returns to the live edge after seeking back', async ({
  page,
  request,
}) => {
  const [live] = await findEvents(request, 'live');
  expect(live, 'an available live demo event').toBeDefined();
  await page.goto(`/events/${live!.id}/`);
  await expect(page.getByTestId('event-title')).toBeVisible();
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-live', 'true');
  await expectAdvancing(page);
  await expect(page.getByTestId('live-indicator')).toBeVisible();

  const edgeGap = () =>
    page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => {
      const end = video.seekable.end(video.seekable.length - 1);
      return end - video.currentTime;
    });
  const atEdge = await edgeGap();

  // Keyboard shortcuts work while focus is inside the player: ← goes back 5 s each.
  await player.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  const back = page.getByTestId('back-to-live');
  await expect(back).toBeVisible();
  expect(await edgeGap()).toBeGreaterThan(atEdge + 10);

  await back.click();
  await expect(page.getByTestId('live-indicator')).toBeVisible();
  await expect.poll(edgeGap).toBeLessThan(atEdge + 4);
  const afterLive = await videoTime(page);
  await expect.poll(() => videoTime(page)).toBeGreaterThan(afterLive + 1);
});
