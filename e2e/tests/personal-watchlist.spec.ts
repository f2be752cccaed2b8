// The watchlist: save a game from its card, find it in /selected/videos/, remove it again.
import { expect, test } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';
import { signInFresh } from './personal-helpers';

test('save a game from a card → /selected/videos/ lists it → remove it', async ({ page }) => {
  await signInFresh(page, 'watchlist', e2eOrigins.main);
  await page.goto('/archive/');
  const card = page.getByTestId('event-card').first();
  await expect(card).toBeVisible();
  const eventId = await card.getAttribute('data-event-id');
  // The save button sits beside the card's link, in the card's wrapper.
  const save = card.locator('xpath=..').getByTestId('save-button');
  await expect(save).toHaveAttribute('data-saved', 'false');
  await save.click();
  await expect(save).toHaveAttribute('data-saved', 'true');

  await page.goto('/selected/videos/');
  const saved = page.getByTestId('selected-video');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByTestId('event-card')).toHaveAttribute('data-event-id', eventId!);

  const remove = saved.getByTestId('save-button');
  await expect(remove).toHaveAttribute('data-saved', 'true');
  await remove.click();
  await expect(page.getByTestId('selected-videos-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('selected-videos-empty')).toBeVisible();
});

test('/selected/videos/ needs a signed-in viewer', async ({ page }) => {
  await page.goto('/selected/videos/');
  await expect(page).toHaveURL(/\/auth\/login\//);
});
