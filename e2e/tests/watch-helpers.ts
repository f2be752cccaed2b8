// Shared steps of the watching specs: find demo events through the API, and read the player.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ListedEvent {
  id: string;
  eventType: string;
  eventStatus: string;
  isEventAvailableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  commerceCoverage: string;
  isEnabledVidswapStats: boolean;
  source: { hd: string | null };
  ads: { url: string; timeOffset: number }[];
}

type ListStatus = 'live' | 'archived' | 'channel';

/** The first 50 events of a status, as the viewer of `request` sees them. */
async function listedEvents(request: APIRequestContext, status: ListStatus) {
  const answer = await request.post('/api/event/list', { data: { status, size: 50 } });
  expect(answer.ok()).toBe(true);
  const { content } = (await answer.json()) as { content: { entries: ListedEvent[] } };
  return content.entries;
}

export async function findEvents(
  request: APIRequestContext,
  status: ListStatus,
  accept: (event: ListedEvent) => boolean = () => true,
): Promise<ListedEvent[]> {
  return (await listedEvents(request, status)).filter(
    (e) =>
      e.isEventAvailableForUser &&
      e.isEventAvailableInUserRegion &&
      e.source.hd &&
      // The seeded demo games only (`tl-…` on Touchline, `hb-…` on Harbour): a game another
      // journey has just uploaded or pushed from a stadium (stored under /media/uploads/) has its
      // own length, ladder and captions, and one a console journey made plays a demo recording
      // but has no artwork of its own.
      /^(tl|hb)-/.test(e.id) &&
      !e.source.hd.includes('/media/uploads/') &&
      accept(e),
  );
}

/**
 * Archived games of a commerce coverage (`commerce_ppv_media`, `commerce_subscription_media`) an
 * anonymous viewer may not watch, here in the default country.
 */
export async function lockedGames(request: APIRequestContext, coverage: string) {
  return (await listedEvents(request, 'archived')).filter(
    (e) =>
      e.commerceCoverage === coverage &&
      !e.isEventAvailableForUser &&
      e.isEventAvailableInUserRegion,
  );
}

/** Archived pay-per-view games an anonymous viewer may not watch, here in the default country. */
export const paidPpvGames = (request: APIRequestContext) =>
  lockedGames(request, 'commerce_ppv_media');

export const videoTime = (page: Page) =>
  page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** Waits until the video is playing and its clock has moved on by at least `seconds`. A
 *  protected stream may take longer to start (`startTimeout`): a lease, then its address. The
 *  waits are long because two cores also run the server, other browsers and, in CI, ffmpeg: a
 *  playing live game took more than 10 s to move on by one on a starved CI machine (2026-11-27). */
export async function expectAdvancing(page: Page, seconds = 1, startTimeout = 30_000) {
  await expect(page.getByTestId('player')).toHaveAttribute('data-phase', 'playing', {
    timeout: startTimeout,
  });
  const start = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(start + seconds);
}
