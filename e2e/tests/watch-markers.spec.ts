// The highlights of an archived game sit on its player's timeline; a click or the keyboard on one
// seeks the game's video to where the highlight starts.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAdvancing, findEvents, videoTime } from './watch-helpers';

interface Highlight {
  id: string;
  title: string;
  eventOffset?: number | null;
}

async function highlightsOf(request: APIRequestContext, eventId: string) {
  const found: Highlight[] = [];
  for (const type of ['game', 'player'] as const) {
    const answer = await request.post('/api/clip/list', {
      data: { event_id: eventId, type, size: 20 },
    });
    expect(answer.ok()).toBe(true);
    const { content } = (await answer.json()) as { content: { entries: Highlight[] } };
    found.push(...content.entries.filter((h) => typeof h.eventOffset === 'number'));
  }
  return found;
}

test('an archived game marks its highlights on the timeline; activating one seeks there', async ({
  page,
  request,
}) => {
  let game: { id: string } | undefined;
  let highlights: Highlight[] = [];
  for (const candidate of await findEvents(request, 'archived', (e) => e.eventType === 'event')) {
    highlights = await highlightsOf(request, candidate.id);
    // Away from the start, so a seek there cannot pass for playback from 0.
    if (highlights.some((h) => h.eventOffset! >= 10)) {
      game = candidate;
      break;
    }
  }
  expect(game, 'an available archived game with a placed highlight').toBeDefined();
  const target = highlights.find((h) => h.eventOffset! >= 10)!;

  await page.goto(`/events/${game!.id}/`);
  await expectAdvancing(page, 0.2);
  const markers = page.locator('[data-testid="timeline-marker"][data-kind="highlight"]');
  await expect(markers).toHaveCount(highlights.length);
  const marker = markers.and(page.locator(`[data-time="${target.eventOffset}"]`));
  await expect(marker).toHaveAccessibleName(
    `Jump to ${target.title} at ${clock(target.eventOffset!)}`,
  );

  await page.getByTestId('player').hover();
  await marker.click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(target.eventOffset!);
  expect(await videoTime(page)).toBeLessThan(target.eventOffset! + 3);

  // Back to the start with the seek bar, then the keyboard: focus the marker and press Enter.
  await page.getByTestId('seek-input').fill('0');
  await expect.poll(() => videoTime(page)).toBeLessThan(target.eventOffset! - 5);
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(target.eventOffset!);
  expect(await videoTime(page)).toBeLessThan(target.eventOffset! + 3);
});

/** m:ss as the player writes a time. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
