// A game the viewer may not watch shows the offers that unlock it, priced, each with a way to
// buy it, instead of the player.
import { expect, test } from '@playwright/test';

interface Listed {
  id: string;
  commerceType: string;
  isEventAvailableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
}

test('a pay-per-view game lists its pass with the price instead of the player', async ({
  page,
  request,
}) => {
  const answer = await request.post('/api/event/list', { data: { status: 'archived', size: 50 } });
  const { content } = (await answer.json()) as { content: { entries: Listed[] } };
  const game = content.entries.find(
    (e) => e.commerceType === 'ppv' && !e.isEventAvailableForUser && e.isEventAvailableInUserRegion,
  );
  expect(game, 'an archived pay-per-view game').toBeDefined();

  await page.goto(`/events/${game!.id}/`);
  const panel = page.getByTestId('availability');
  await expect(panel).toHaveAttribute('data-reason', 'not-entitled');
  await expect(page.getByTestId('player')).toHaveCount(0);
  const offers = page.getByRole('list', { name: 'Offers that unlock this event' });
  const pass = offers.getByRole('listitem').filter({ hasText: 'Match pass' });
  await expect(pass).toBeVisible();
  await expect(pass.getByTestId('commerce-price')).toHaveText('£4.99');
  await expect(pass).toContainText('Pay per view');
  await expect(pass.getByRole('link', { name: /Match pass/ })).toHaveAttribute(
    'href',
    new RegExp(`/account/subscription/buy/${game!.id}-pass/\\?redirect=`),
  );
});
