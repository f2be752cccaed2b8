// Archived games play from their start, and the quality menu switches the rendition.
import { expect, test } from '@playwright/test';
import { expectAdvancing, findEvents, videoTime } from './watch-helpers';

test('an archived event plays from its start', async ({ page, request }) => {
  const [archived] = await findEvents(request, 'archived', (e) => e.eventType === 'event');
  expect(archived, 'an available archived game').toBeDefined();
  await page.goto(`/events/${archived!.id}/`);
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-live', 'false');
  await expectAdvancing(page, 0.5);
  expect(await videoTime(page)).toBeLessThan(8);
  await expect(page.getByTestId('player-time')).toHaveText(/^0:0\d \/ \d+:\d{2}$/);
  await expect(page.getByTestId('live-indicator')).toHaveCount(0);
});

test('the quality menu switches the rendition', async ({ page, request }) => {
  const [archived] = await findEvents(request, 'archived', (e) => e.eventType === 'event');
  await page.goto(`/events/${archived!.id}/`);
  await expectAdvancing(page, 0.2);
  const height = () =>
    page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.videoHeight);

  for (const [option, expected] of [
    ['480', 480],
    ['240', 240],
  ] as const) {
    await page.getByTestId('quality-trigger').click();
    const menu = page.getByTestId('quality-menu');
    await expect(menu).toBeVisible();
    const item = menu.getByRole('menuitemradio', { name: `${option}p`, exact: true });
    await item.click();
    await expect(menu).toBeHidden();
    await expect.poll(height, { timeout: 15_000 }).toBe(expected);
    await page.getByTestId('quality-trigger').click();
    await expect(
      page
        .getByTestId('quality-menu')
        .getByRole('menuitemradio', { name: `${option}p`, exact: true }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('quality-trigger').click();
  await page.getByTestId('quality-menu').getByRole('menuitemradio', { name: /^Auto/ }).click();
  await page.getByTestId('quality-trigger').click();
  await expect(
    page.getByTestId('quality-menu').getByRole('menuitemradio', { name: /^Auto/ }),
  ).toHaveAttribute('aria-checked', 'true');
});

test('a pre-roll from the event’s ads plays first and can be skipped after its skip offset', async ({
  page,
  request,
}) => {
  // The demo seeds one archived game with the demo VAST pre-roll; its page, rendered on the
  // server, carries the ads in its data.
  const [archived] = await findEvents(
    request,
    'archived',
    (e) => e.eventType === 'event' && e.ads.some((ad) => ad.url.endsWith('/preroll.xml')),
  );
  expect(archived, 'an archived game with a pre-roll that a visitor may watch').toBeDefined();
  const tracked: string[] = [];
  await page.route('**/media/vast/pixel.svg*', async (route) => {
    tracked.push(new URL(route.request().url()).searchParams.get('event') ?? '');
    await route.continue();
  });
  await page.goto(`/events/${archived!.id}/`);
  await expect(page.getByTestId('preroll')).toBeVisible({ timeout: 15_000 });
  const skip = page.getByTestId('preroll-skip');
  await expect(skip).toBeDisabled();
  await expect(skip).toHaveText(/Skip in \d s/);
  await expect(skip).toBeEnabled({ timeout: 15_000 });
  await skip.click();
  await expect(page.getByTestId('preroll')).toBeHidden();
  await expectAdvancing(page, 0.5);
  expect(await videoTime(page)).toBeLessThan(8);
  expect(tracked).toEqual(expect.arrayContaining(['impression', 'skip']));
});

test('when the browser refuses autoplay the page fetches a few seconds of the game, and all of it once played', async ({
  page,
  request,
}) => {
  const [archived] = await findEvents(
    request,
    'archived',
    (e) => e.eventType === 'event' && e.ads.length === 0,
  );
  expect(archived, 'an archived game without a pre-roll').toBeDefined();
  // A browser that refuses playback without a gesture, muted or not, until the viewer presses.
  await page.addInitScript(() => {
    const original = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')!;
    Object.defineProperty(HTMLMediaElement.prototype, 'play', {
      ...original,
      value(this: HTMLMediaElement) {
        if (!(window as { gesture?: boolean }).gesture)
          return Promise.reject(new DOMException('Autoplay refused', 'NotAllowedError'));
        return (original.value as (this: HTMLMediaElement) => Promise<void>).call(this);
      },
    });
  });
  const bufferedEnd = () =>
    page
      .getByTestId('player-video')
      .evaluate((video: HTMLVideoElement) =>
        video.buffered.length ? video.buffered.end(video.buffered.length - 1) : 0,
      );
  await page.goto(`/events/${archived!.id}/`);
  await expect(page.getByTestId('big-play')).toBeVisible({ timeout: 30_000 });
  await expect.poll(bufferedEnd, { timeout: 20_000 }).toBeGreaterThan(0);
  // hls.js would otherwise go on fetching (90 s of the demo game within 12 s, up to 600 s).
  await page.waitForTimeout(3_000);
  expect(await bufferedEnd()).toBeLessThan(10);
  expect(await page.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(
    true,
  );

  await page.evaluate(() => ((window as { gesture?: boolean }).gesture = true));
  await page.getByTestId('big-play').click();
  await expectAdvancing(page, 0.5);
  await expect.poll(bufferedEnd, { timeout: 20_000 }).toBeGreaterThan(20);
});
