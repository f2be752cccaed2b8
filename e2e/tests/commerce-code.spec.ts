// The demo access code at the sign-up steps: a new viewer signs up, walks the steps to the
// subscription step, redeems the code there; the season pass unlocks the paid live game — played
// through its signed address.
import { expect, test } from '@playwright/test';
import { password, registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { expectAdvancing } from './watch-helpers';

interface Listed {
  id: string;
  commerceCoverage: string;
  isEventAvailableInUserRegion: boolean;
}

test('DEMO-SEASON-PASS redeemed at the sign-up steps unlocks the paid live game', async ({
  page,
  request,
}) => {
  const answer = await request.post('/api/event/list', { data: { status: 'live', size: 50 } });
  const { content } = (await answer.json()) as { content: { entries: Listed[] } };
  const game = content.entries.find(
    (e) =>
      e.commerceCoverage === 'commerce_ppv_subscription_media' && e.isEventAvailableInUserRegion,
  );
  expect(game, 'a paid live game covered by the season pass').toBeDefined();

  // Sign up through the form and walk the steps: the last one offers the subscriptions (ADR 049).
  await page.goto('/auth/sign-up/');
  await page.getByTestId('sign-up-name').fill('Cody Redeemer');
  await page.getByTestId('sign-up-email').fill(uniqueEmail('signup-code'));
  await page.getByTestId('sign-up-password').fill(password);
  await page.getByTestId('sign-up-submit').click();
  await expect(page).toHaveURL(/\/club\/\?redirect=/);
  await page.getByTestId('club-option').first().click();
  await page.getByTestId('club-save').click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/personalization\/$/);
  await page.getByTestId('personalization-save').click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/following\/league\/$/);
  await page.getByTestId('sign-up-following-next').click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/following\/category\/$/);
  await page.getByTestId('sign-up-following-next').click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/subscription\/$/);
  await expect(page.getByTestId('subscription-offers')).toBeVisible();
  await expect(page.getByTestId('sign-up-subscription-skip')).toBeVisible();

  await page.getByTestId('sign-up-subscription-code').click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/subscription\/code\/$/);
  await page.getByLabel('Access code').fill('demo-season-pass');
  await page.getByTestId('access-code-submit').click();
  await expect(page.getByTestId('access-code-granted')).toContainText('Season pass');
  await page.getByTestId('sign-up-code-done').click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/events/${game!.id}/`);
  await expectAdvancing(page);
  await page.goto('/account/subscription/');
  await expect(page.getByTestId('contract').filter({ hasText: 'Season pass' })).toHaveAttribute(
    'data-status',
    'active',
  );
});

test('an unknown code says so', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('code');
  await registerUser(request, baseURL!, email);
  await page.goto('/auth/login/');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/club\//);
  await page.getByTestId('club-option').first().click();
  await page.getByTestId('club-save').click();
  // Until the choice is saved, the tenant's club guard sends every page back to /club/.
  await expect(page).not.toHaveURL(/\/club\//);
  await page.goto('/auth/sign-up/subscription/code/');
  await page.getByLabel('Access code').fill('NOT-A-CODE');
  await page.getByTestId('access-code-submit').click();
  await expect(page.getByTestId('access-code-error')).toHaveText('This access code is not valid.');
});
