// The panoramic view and the captions, with the committed demo media: switching views loads and
// plays the other stream, and captions chosen from the menu (or with `c`) draw the track's cues.
import { expect, test, type Page } from '@playwright/test';
import { expectAdvancing, findEvents, videoTime, type ListedEvent } from './watch-helpers';

type WithPanoramic = ListedEvent & { source: { panoramic: string | null }; ads: unknown[] };
const panoramicOf = (e: ListedEvent) => (e as WithPanoramic).source.panoramic;
const withoutAds = (e: ListedEvent) => (e as WithPanoramic).ads.length === 0;

/** Width over height of the picture being decoded now. */
const aspect = (page: Page) =>
  page
    .getByTestId('player-video')
    .evaluate((video: HTMLVideoElement) =>
      video.videoHeight > 0 ? video.videoWidth / video.videoHeight : 0,
    );

/** The media playlists the page has fetched, without the origin. */
function playlistLog(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/index.m3u8')) seen.push(url.pathname);
  });
  return seen;
}

/** Where a master's media playlists live: `/media/vod/match-1-panorama/`. */
const folderOf = (master: string) => master.replace(/master\.m3u8$/, '');

for (const status of ['archived', 'live'] as const) {
  const which = status === 'live' ? 'a live' : 'an archived';
  test(`the panoramic view of ${which} game plays the panoramic stream, and back`, async ({
    page,
    request,
  }) => {
    const [event] = await findEvents(
      request,
      status,
      (e) => panoramicOf(e) !== null && withoutAds(e),
    );
    expect(event, `an available ${status} game with a panoramic view`).toBeDefined();
    const panoramic = folderOf(panoramicOf(event!)!);
    const main = folderOf(event!.source.hd!);
    const playlists = playlistLog(page);

    await page.goto(`/events/${event!.id}/`);
    await expect(page.getByTestId('player')).toHaveAttribute(
      'data-live',
      status === 'live' ? 'true' : 'false',
    );
    await expectAdvancing(page, 0.5);
    expect(await aspect(page)).toBeCloseTo(16 / 9, 1);
    expect(playlists.some((p) => p.startsWith(panoramic))).toBe(false);

    const toggle = page.getByTestId('panoramic-toggle');
    await expect(toggle).toHaveAccessibleName('Panoramic view');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The wide picture is decoded, from the panoramic stream's own playlists, and it plays.
    await expect.poll(() => aspect(page), { timeout: 15_000 }).toBeCloseTo(32 / 9, 1);
    expect(playlists.some((p) => p.startsWith(panoramic))).toBe(true);
    await expectAdvancing(page, 1);

    const before = playlists.length;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => aspect(page), { timeout: 15_000 }).toBeCloseTo(16 / 9, 1);
    expect(playlists.slice(before).some((p) => p.startsWith(main))).toBe(true);
    await expectAdvancing(page, 1);
    expect(await videoTime(page)).toBeGreaterThan(0);
  });
}

/** The English commentary lines the demo media generator writes. */
const englishLine =
  /^(Kick-off\.|We rejoin the game\.|GOAL! .+|Three-pointer, .+|Two points for .+|Free throw scored by .+|.+ (build from the back|press high|look for an opening)\.)$/;

test('captions chosen from the menu show the track’s cues, and c turns them off and on', async ({
  page,
  request,
}) => {
  const [event] = await findEvents(
    request,
    'archived',
    (e) => e.eventType === 'event' && withoutAds(e),
  );
  await page.goto(`/events/${event!.id}/`);
  await expectAdvancing(page, 0.2);
  const caption = page.getByTestId('player-caption');
  await expect(caption).toHaveCount(0);

  // By keyboard: the menu is reachable, labelled and lists the tracks by their language.
  const trigger = page.getByTestId('captions-trigger');
  await expect(trigger).toHaveAccessibleName('Captions');
  await expect(trigger).toHaveAttribute('data-captions', 'off');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('captions-menu');
  await expect(menu).toBeVisible();
  const options = menu.getByRole('menuitemradio');
  await expect(options).toHaveText(['Off', 'English', 'Deutsch', 'Français']);
  await expect(menu.getByRole('menuitemradio', { name: 'Off' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await menu.getByRole('menuitemradio', { name: 'English' }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(trigger).toHaveAttribute('data-captions', 'on');

  // A cue of the English track becomes active within a few seconds of play, and is what shows.
  const englishCues = () =>
    page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => {
      const track = Array.from(video.textTracks).find((t) => t.label === 'English');
      const cues = track?.activeCues;
      return {
        mode: track?.mode,
        active: cues ? Array.from(cues).map((c) => (c as VTTCue).text) : [],
      };
    });
  await expect(caption).toBeVisible({ timeout: 15_000 });
  await expect(caption).toHaveText(englishLine);
  // The browser keeps the track hidden (its own rendering would sit under the controls) while
  // its active cue is the text the player draws; read together, as the cue may move on.
  await expect
    .poll(async () => {
      const { mode, active } = await englishCues();
      const shown = await caption.textContent().catch(() => null);
      return mode === 'hidden' && shown !== null && active.includes(shown);
    })
    .toBe(true);

  // `c` while focus is in the player: off, then on again in the language chosen before.
  await page.getByTestId('player').focus();
  await page.keyboard.press('c');
  await expect(trigger).toHaveAttribute('data-captions', 'off');
  await expect(caption).toHaveCount(0);
  expect((await englishCues()).mode).toBe('disabled');
  await page.keyboard.press('c');
  await expect(trigger).toHaveAttribute('data-captions', 'on');
  await expect(caption).toBeVisible({ timeout: 15_000 });
  await expect(caption).toHaveText(englishLine);
  await trigger.click();
  await expect(
    page.getByTestId('captions-menu').getByRole('menuitemradio', { name: 'English' }),
  ).toHaveAttribute('aria-checked', 'true');
});
