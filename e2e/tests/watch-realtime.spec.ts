// An operator's stream change and score change reach an open event page through its room.
import { expect, test } from '@playwright/test';
import { expectAdvancing, findEvents } from './watch-helpers';

const operatorKey = { 'x-operator-key': 'op_demo_touchline_operator' };

test('a stream change plays the new stream without a reload, and a score change updates the score bug', async ({
  page,
  request,
}) => {
  // The last available live game: the live spec watches the first one.
  const lives = await findEvents(request, 'live');
  const live = lives.at(-1);
  expect(live, 'an available live demo event').toBeDefined();
  await page.goto(`/events/${live!.id}/`);
  await expectAdvancing(page);
  await page.evaluate(() => {
    (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
  });

  const next = live!.source.hd!.includes('match-2')
    ? '/media/live/match-3/master.m3u8'
    : '/media/live/match-2/master.m3u8';
  const asset = next.split('/')[3]!;
  const newStream = page.waitForRequest((r) => r.url().includes(`/media/live/${asset}/`));
  const changed = await request.post(`/api/admin/event/${live!.id}/stream`, {
    headers: operatorKey,
    data: { url: next },
  });
  expect(changed.ok()).toBe(true);
  await newStream;
  await expectAdvancing(page);
  expect(
    await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen),
  ).toBe(true);

  // Pushed, not fetched: the page asks for no event data while the score arrives.
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/event/')) fetched.push(sent.url());
  });
  const scored = await request.post(`/api/admin/event/${live!.id}/score`, {
    headers: operatorKey,
    data: { home: 17, away: 9 },
  });
  expect(scored.ok()).toBe(true);
  await expect(page.getByTestId('score')).toContainText(/17\s*–\s*9/);
  expect(fetched).toEqual([]);
});
