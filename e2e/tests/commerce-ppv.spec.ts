// Buying in the sandbox: the paid game's offers → sign in → buy the pass with 4242 → back on the
// game, which plays; 3220 passes its challenge first; a declined card and one without funds land
// on /payment/failure with their reasons, and billing lists each attempt; the kept card pays a
// subscription in one click and a confirmation; a subscription unlocks the games it covers.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eClockHeader } from '../playwright.config';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { expectAdvancing, lockedGames, paidPpvGames } from './watch-helpers';

async function signIn(page: Page, request: APIRequestContext, baseURL: string) {
  const email = uniqueEmail('buyer');
  await registerUser(request, baseURL, email);
  await page.goto('/auth/login/');
  await signInThroughForm(page, email);
  // The demo tenant asks every signed-in viewer for a favourite club first.
  await expect(page).toHaveURL(/\/club\//);
  await page.getByTestId('club-option').first().click();
  await page.getByTestId('club-save').click();
  await expect(page).not.toHaveURL(/\/club\//);
}

/**
 * Records, from the start of every document the page opens, whether the offers panel's heading
 * was ever shown: checked at each frame and on each change of the page, before and after the app
 * boots. `paywallSeen` reads it for the page open now.
 */
async function watchForPaywall(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __paywallSeen?: boolean };
    state.__paywallSeen = false;
    const check = () => {
      const heading = document.querySelector('[data-testid="availability"] h2');
      if (heading?.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        state.__paywallSeen = true;
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    const everyFrame = () => {
      check();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

const paywallSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __paywallSeen?: boolean }).__paywallSeen);

async function buyWith(page: Page, gameId: string, cardNumber: string) {
  await page.goto(`/events/${gameId}/`);
  await expect(page.getByTestId('availability')).toHaveAttribute('data-reason', 'not-entitled');
  await page.getByRole('link', { name: /Buy Match pass/ }).click();
  await expect(page.getByTestId('test-mode')).toHaveText(/test mode/i);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/35');
  await page.getByLabel('CVC').fill('123');
  await page.getByTestId('checkout-pay').click();
}

test('a viewer buys a match pass with 4242 and the game plays; the kept card then pays a subscription', async ({
  page,
  request,
  baseURL,
}) => {
  const [game] = await paidPpvGames(request);
  expect(game, 'an archived pay-per-view game').toBeDefined();
  await signIn(page, request, baseURL!);
  await buyWith(page, game!.id, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${game!.id}/`), { timeout: 10_000 });
  await expectAdvancing(page);
  // Opened afresh, the page comes rendered by the server for a visitor; the viewer who holds
  // the pass never sees its offers, not even before the browser has fetched their own answer.
  await watchForPaywall(page);
  await page.goto(`/events/${game!.id}/`);
  await expectAdvancing(page);
  expect(await paywallSeen(page), 'the offers of the pass the viewer holds showed').toBe(false);
  await page.goto('/account/billing/');
  await expect(page.getByTestId('billing-charge')).toHaveCount(1);
  await expect(page.getByTestId('billing-charge')).toHaveAttribute('data-status', 'succeeded');
  // The card is kept, masked with its expiry (ADR 049)…
  await expect(page.getByTestId('stored-card')).toHaveText('VISA ending in 4242 · expires 12/2035');

  // …and pays a subscription in one click and a confirmation.
  const [covered] = await lockedGames(request, 'commerce_subscription_media');
  expect(covered, 'an archived subscription game').toBeDefined();
  await page.goto(`/events/${covered!.id}/`);
  await page.getByRole('link', { name: /Buy Monthly pass/ }).click();
  await expect(page.getByTestId('stored-card')).toHaveText('VISA ending in 4242 · expires 12/2035');
  await page.getByTestId('stored-card-use').click();
  await expect(page.getByTestId('stored-card-confirmation')).toContainText('VISA ending in 4242');
  await page.getByTestId('stored-card-confirm').click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${covered!.id}/`), { timeout: 10_000 });
  await expectAdvancing(page);
});

test('declined (0002) and insufficient funds (9995) land on /payment/failure with their reasons; billing lists both', async ({
  page,
  request,
  baseURL,
}) => {
  const games = await paidPpvGames(request);
  const game = games[1] ?? games[0];
  await signIn(page, request, baseURL!);
  await buyWith(page, game!.id, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/payment\/failure\/\?.*reason=card_declined/);
  await expect(page.getByTestId('payment-failure-reason')).toHaveText('Your card was declined.');
  await page.getByTestId('payment-continue').click();
  await expect(page.getByTestId('availability')).toHaveAttribute('data-reason', 'not-entitled');

  await buyWith(page, game!.id, '4000 0000 0000 9995');
  await expect(page).toHaveURL(/\/payment\/failure\/\?.*reason=insufficient_funds/);
  await expect(page.getByTestId('payment-failure-reason')).toHaveText(/insufficient funds/i);
  // Every attempt is a charge of the billing history, failed ones too.
  await page.goto('/account/billing/');
  const charges = page.getByTestId('billing-charge');
  await expect(charges).toHaveCount(2);
  await expect(charges.nth(0)).toHaveAttribute('data-status', 'failed');
  await expect(charges.nth(1)).toHaveAttribute('data-status', 'failed');
});

test('4000 0000 0000 3220 asks for a challenge, then the game plays', async ({
  page,
  request,
  baseURL,
}) => {
  const games = await paidPpvGames(request);
  const game = games[2] ?? games[0];
  await signIn(page, request, baseURL!);
  await buyWith(page, game!.id, '4000 0000 0000 3220');
  await expect(page).toHaveURL(/\/payment\/processing\//);
  await page.getByTestId('challenge-pass').click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${game!.id}/`), { timeout: 10_000 });
  await expectAdvancing(page);
});

test('a monthly pass unlocks a subscription game; cancelled, it plays until the period ends, then locks', async ({
  page,
  request,
  baseURL,
}) => {
  const [game] = await lockedGames(request, 'commerce_subscription_media');
  expect(game, 'an archived subscription game').toBeDefined();
  await signIn(page, request, baseURL!);
  await page.goto(`/events/${game!.id}/`);
  await page.getByRole('link', { name: /Buy Monthly pass/ }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/35');
  await page.getByLabel('CVC').fill('123');
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(new RegExp(`/events/${game!.id}/`), { timeout: 10_000 });
  await expectAdvancing(page);
  await page.goto('/account/subscription/');
  const contract = page.getByTestId('contract').filter({ hasText: 'Monthly pass' });
  await expect(contract).toHaveAttribute('data-status', 'active');
  await contract.getByTestId('contract-link').click();
  const detail = page.getByTestId('contract-detail');
  await expect(detail).toHaveAttribute('data-status', 'active');
  await detail.getByTestId('contract-cancel').click();
  await page.getByTestId('confirm-accept').click();
  await expect(detail).toHaveAttribute('data-status', 'canceled');

  // Cancelled, it keeps access until the period ends; past its end (the purchases' clock of this
  // browser's requests moved by 40 days, and only of them) the game locks.
  await page.goto(`/events/${game!.id}/`);
  await expectAdvancing(page);
  await page.context().setExtraHTTPHeaders({ [e2eClockHeader]: String(40 * 24 * 3600_000) });
  await page.reload();
  await expect(page.getByTestId('availability')).toHaveAttribute('data-reason', 'not-entitled');
});

test('a page left open on the game unlocks when the purchase settles elsewhere', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const games = await paidPpvGames(request);
  const game = games[3] ?? games[0];
  await signIn(page, request, baseURL!);
  await page.goto(`/events/${game!.id}/`);
  await expect(page.getByTestId('availability')).toHaveAttribute('data-reason', 'not-entitled');
  const other = await context.newPage();
  await buyWith(other, game!.id, '4242 4242 4242 4242');
  await expect(other.getByTestId('payment-success')).toBeVisible();
  // No reload here: the user's room says the purchase settled.
  await expect(page.getByTestId('availability')).toHaveCount(0, { timeout: 10_000 });
  await expectAdvancing(page);
});
