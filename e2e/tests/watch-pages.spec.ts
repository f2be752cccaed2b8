// A missing event, the stats page and its tenant switch, and the channel guide.
import { expect, test } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';
import { findEvents } from './watch-helpers';

test('a missing event shows the not-found page with context event', async ({ page }) => {
  await page.goto('/events/no-such-event/');
  const notFound = page.getByTestId('not-found-page');
  await expect(notFound).toBeVisible();
  await expect(notFound).toHaveAttribute('data-context', 'event');
  await expect(page.getByRole('heading', { name: "This event isn't available" })).toBeVisible();
  await expect(page.getByTestId('go-home')).toHaveAttribute('href', '/');
});

interface Metric {
  name: string;
  shortName: string;
  home: number;
  away: number;
}

test('the stats page shows totals and bars scaled per the rules', async ({ page, request }) => {
  const [game] = await findEvents(
    request,
    'archived',
    (e) => e.eventType === 'event' && e.isEnabledVidswapStats,
  );
  expect(game, 'an archived game with stats').toBeDefined();
  const answer = await request.get(`/api/event/stats?id=${game!.id}&score=true&overview=true`);
  const { content } = (await answer.json()) as {
    content: {
      vidswap: {
        'game-scores': { home: { total: number }; away: { total: number } };
        'game-overview': { metrics: Metric[] };
      };
    };
  };
  const metrics = content.vidswap['game-overview'].metrics;
  expect(metrics.some((m) => m.name.endsWith('%'))).toBe(true);
  expect(metrics.some((m) => !m.name.endsWith('%'))).toBe(true);

  await page.goto(`/events/stats/${game!.id}/`);
  await expect(page.getByTestId('total-home')).toHaveText(
    String(content.vidswap['game-scores'].home.total),
  );
  await expect(page.getByTestId('total-away')).toHaveText(
    String(content.vidswap['game-scores'].away.total),
  );
  const rows = page.getByTestId('stats-metric');
  await expect(rows).toHaveCount(metrics.length);
  for (const [i, metric] of metrics.entries()) {
    const percent = metric.name.trim().endsWith('%') || metric.shortName.trim().endsWith('%');
    const maximum = percent ? 100 : metric.home + metric.away;
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('data-maximum', String(maximum));
    const share = (v: number) => (maximum > 0 ? Math.min(v / maximum, 1) : 0).toFixed(4);
    await expect(row).toHaveAttribute('data-home-share', share(metric.home));
    await expect(row).toHaveAttribute('data-away-share', share(metric.away));
    const suffix = percent ? '%' : '';
    await expect(row.getByTestId('metric-home')).toHaveText(`${metric.home}${suffix}`);
    await expect(row.getByTestId('metric-away')).toHaveText(`${metric.away}${suffix}`);
  }
});

test('a tenant without match stats has no stats page', async ({ page }) => {
  await page.goto(`${e2eOrigins.other}/events/stats/any-event/`);
  await expect(page.getByTestId('not-found-page')).toHaveAttribute('data-context', 'page');
});

test('a channel plays with its programme guide, now and next', async ({ page, request }) => {
  const [channel] = await findEvents(request, 'channel');
  expect(channel, 'a demo channel').toBeDefined();
  await page.goto(`/channels/${channel!.id}/`);
  await expect(page.getByTestId('player')).toHaveAttribute('data-live', 'true');
  await expect(page.getByTestId('guide-now')).toBeVisible();
  await expect(page.getByTestId('guide-now')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('guide-next')).toBeVisible();
  await expect(page.getByTestId('guide-now').locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);
});
