// Responsive posters (ADR 055): the server's HTML carries the largest image of the page (the home
// banner, an event's poster) as a <picture> of AVIF and WebP copies at a few widths, with its
// size and a high fetch priority, the posters below it lazy; the copies are served with their
// types and cached for good.
import { expect, test, type Locator } from '@playwright/test';
import { findEvents } from './watch-helpers';

/** The srcset of a picture's source of one type: its copies' URLs and widths. */
async function copiesOf(picture: Locator, type: string) {
  const srcset = await picture.locator(`source[type="${type}"]`).getAttribute('srcset');
  return (srcset ?? '').split(',').map((entry) => entry.trim().split(/\s+/));
}

async function expectResponsivePicture(img: Locator) {
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).not.toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  const picture = img.locator('xpath=..');
  expect(await picture.evaluate((el) => el.tagName)).toBe('PICTURE');
  for (const [type, extension] of [
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ] as const) {
    const copies = await copiesOf(picture, type);
    expect(copies.map(([, width]) => width)).toEqual(['320w', '640w', '1280w']);
    for (const [url] of copies)
      expect(url).toMatch(
        new RegExp(`^/media/variants/\\d+/.+\\.(jpe?g|png|webp)\\.${extension}$`),
      );
  }
  await expect(picture.locator('source').first()).toHaveAttribute('sizes', /./);
  return picture;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home banner is a responsive picture fetched first; posters below load lazily', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByTestId('live-hero').locator('img').first();
    await expectResponsivePicture(banner);
    // The archive rail is below the fold: its posters wait.
    const archived = page.getByTestId('rail-archived').getByTestId('event-card').locator('img');
    await expect(archived.first()).toHaveAttribute('loading', 'lazy');
  });

  test("an archived game's page carries its poster as a responsive picture", async ({
    page,
    request,
  }) => {
    const [game] = await findEvents(request, 'archived');
    expect(game, 'a free archived demo game').toBeDefined();
    await page.goto(`/events/${game!.id}/`);
    const poster = page.getByTestId('player-poster');
    await expectResponsivePicture(poster);
    // Not also as the video's own poster: that would fetch the plain JPEG as well.
    await expect(page.getByTestId('player-video')).not.toHaveAttribute('poster', /./);
  });

  test('a listing fetches its first poster first and the first row at once; search its first thumbnails', async ({
    page,
  }) => {
    await page.goto('/latest/');
    // A card's poster is its first image (the team crests follow).
    const poster = (card: number) =>
      page.getByTestId('event-card').nth(card).locator('img').first();
    await expect(poster(0)).toHaveAttribute('fetchpriority', 'high');
    await expect(poster(0)).toHaveAttribute('loading', 'eager');
    await expect(poster(1)).toHaveAttribute('loading', 'eager');
    await expect(poster(1)).not.toHaveAttribute('fetchpriority', /./);

    await page.goto('/search/?q=zurich');
    const thumbnails = page.locator('[data-testid="search-option"][data-group="videos"] img');
    await expect(thumbnails.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(thumbnails.first()).toHaveAttribute('loading', 'eager');
  });
});

test('the copies are served with their types and cached for good', async ({ page, request }) => {
  await page.goto('/');
  const picture = page.getByTestId('live-hero').locator('picture').first();
  for (const [type, extension] of [
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ] as const) {
    const [[url]] = (await copiesOf(picture, type)) as [[string]];
    expect(url.endsWith(`.${extension}`)).toBe(true);
    const answer = await request.get(url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe(type);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // The browser shows a copy (AVIF, the first type it reads), not the plain image.
  const img = picture.locator('img');
  await expect(img).toHaveJSProperty('complete', true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});
