// The console's products and a game's access (ADR 061): an operator schedules a stamped game,
// makes it watchable with its pass only, and makes that pass with a price; a fresh, signed-out
// viewer then finds the game locked with the pass offered at that price.
import { expect, test } from '@playwright/test';
import { signInAsNewOperator } from './console-helpers';
import { closedAfterEachJourney } from './page-helpers';

const newContext = closedAfterEachJourney();

test('an operator sells a pass for a game made paid, and a fresh viewer is offered it', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const gameTitle = `Products journey game ${stamp}`;
  const passTitle = `Products journey pass ${stamp}`;
  await signInAsNewOperator(page, request, baseURL!);

  // The game, from the Games section: scheduled a week ahead, then paid (its pass only).
  await page.getByTestId('console-tab-games').click();
  const create = page.getByTestId('event-create-form');
  await create.getByTestId('event-create-title').fill(gameTitle);
  const start = new Date(Date.now() + 7 * 86_400_000);
  const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await create.getByTestId('event-create-start').fill(local);
  await create.getByTestId('event-create-submit').click();
  const row = page.getByTestId('event-row').filter({ hasText: gameTitle });
  await expect(row).toHaveCount(1);
  const gameId = (await row.getAttribute('data-id'))!;
  const panels = page.locator(`[data-testid="game-panels"][data-id="${gameId}"]`);
  const access = panels.getByTestId('event-access-form');
  await access.getByTestId('event-access-coverage').selectOption('commerce_ppv_media');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/events/${gameId}`) &&
      response.request().method() === 'PATCH',
  );
  await access.getByTestId('event-access-submit').click();
  expect((await saved).status()).toBe(200);

  // The pass, from the Sales section, its price typed as the operator writes it.
  await page.getByTestId('console-tab-commerce').click();
  await expect(page).toHaveURL(/\/console\/#commerce$/);
  const form = page.getByTestId('product-create-form');
  await form.getByTestId('product-create-type').selectOption('ppv');
  await form.getByTestId('product-create-title').fill(passTitle);
  await form.getByTestId('product-create-price').fill('4.50');
  await form.getByTestId('product-create-currency').fill('GBP');
  await form.getByTestId('product-create-game').selectOption({ label: gameTitle });
  await form.getByTestId('product-create-submit').click();
  const product = page.getByTestId('product-row').filter({ hasText: passTitle });
  await expect(product.getByTestId('product-price')).toHaveText('£4.50');
  await expect(product).toContainText(gameTitle);
  await expect(product.getByTestId('product-state')).toHaveText('On sale');

  // A viewer who was never here: the game is locked, its pass offered at that price.
  const visit = await (await newContext(browser)).newPage();
  await visit.goto(`${baseURL}/events/${gameId}/`);
  await expect(visit.getByTestId('availability')).toHaveAttribute('data-reason', 'not-entitled');
  const offer = visit.getByTestId('commerce-option').filter({ hasText: passTitle });
  await expect(offer).toHaveCount(1);
  await expect(offer.getByTestId('commerce-price')).toContainText('£4.50');
});
