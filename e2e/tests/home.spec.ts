// The first slice end to end: the home page of the first demo tenant, fed by POST /api/event/list.
import { expect, test } from '@playwright/test';

test.describe('home page (localhost tenant)', () => {
  test('shows live, upcoming and archived rails of real events', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('brand')).toContainText('Touchline Sports');

    for (const [rail, status] of [
      ['rail-live', 'live'],
      ['rail-upcoming', 'upcoming'],
      ['rail-archived', 'vod'],
    ] as const) {
      const section = page.getByTestId(rail);
      await expect(section).toHaveAttribute('aria-busy', 'false');
      const cards = section.getByTestId('event-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(1);
      // Every card of a rail is an event of that rail's state, linking to its event page.
      for (const card of await cards.all()) {
        await expect(card).toHaveAttribute('data-status', status);
        await expect(card).toHaveAttribute('href', /^\/events\/[A-Za-z0-9_-]+\/$/);
      }
    }

    const live = page.getByTestId('rail-live').getByTestId('event-card').first();
    await expect(live.getByTestId('live-badge')).toBeVisible();
    await expect(
      page.getByTestId('rail-archived').getByTestId('duration-badge').first(),
    ).toBeVisible();
  });

  test('posters and team logos load', async ({ page }) => {
    await page.goto('/');
    // A seeded game with teams: a game pushed from a stadium by another journey may lead the
    // rail with neither artwork nor teams.
    const card = page
      .getByTestId('rail-live')
      .getByTestId('event-card')
      .filter({ has: page.getByTestId('team-mark').locator('img') })
      .first();
    await expect(card).toBeVisible();
    const poster = card.locator('img').first();
    await expect(poster).toHaveJSProperty('complete', true);
    expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const logo = card.getByTestId('team-mark').first().locator('img');
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('dates are written in the viewer locale', async ({ page }) => {
    await page.goto('/');
    const upcoming = page.getByTestId('rail-upcoming').getByTestId('event-card').first();
    // en-GB writes a 24-hour clock: no AM/PM marker.
    await expect(upcoming.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
    await expect(upcoming.locator('time')).not.toHaveText(/AM|PM/);
    await expect(upcoming.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });

  test('every live and archived event a visitor may watch has a playable HLS source; the others none', async ({
    request,
  }) => {
    for (const status of ['live', 'archived']) {
      const answer = await request.post('/api/event/list', { data: { status, size: 50 } });
      expect(answer.ok()).toBe(true);
      const { content } = (await answer.json()) as {
        content: {
          entries: {
            id: string;
            isEventAvailableForUser: boolean;
            source: { hd: string | null };
          }[];
        };
      };
      // The seeded games (`tl-…`): other journeys set games of their own live before any stream
      // reaches them, as an operator may.
      const watchable = content.entries.filter(
        (event) => event.isEventAvailableForUser && event.id.startsWith('tl-'),
      );
      expect(watchable.length).toBeGreaterThan(0);
      // A paid game's stream address is for those who may watch it (protected playback).
      for (const event of content.entries.filter((e) => !e.isEventAvailableForUser))
        expect(event.source.hd, event.id).toBeNull();
      for (const event of watchable) {
        expect(event.source.hd).toMatch(/\.m3u8$/);
        const master = await request.get(event.source.hd!);
        expect(master.headers()['content-type']).toContain('mpegurl');
        const text = await master.text();
        expect(text).toContain('#EXT-X-STREAM-INF');
        // Follow the first rendition down to a media playlist with segments.
        const rendition = text.split('\n').find((line) => line.endsWith('.m3u8'))!;
        const media = await request.get(
          new URL(rendition, new URL(event.source.hd!, 'http://x')).pathname,
        );
        expect(await media.text()).toMatch(/#EXTINF:[\d.]+,/);
      }
    }
  });
});
