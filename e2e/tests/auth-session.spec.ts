// Accounts end to end on the first demo tenant (club selection on): sign-up through the club and
// personalization steps, a session that survives a reload, sign-out, translated failures and a
// refresh family the server revoked.
import { expect, test } from '@playwright/test';
import {
  password,
  registerUser,
  signInThroughForm,
  storedSession,
  uniqueEmail,
} from './auth-helpers';

test.describe('accounts (localhost tenant)', () => {
  test('sign up → club → personalization → home signed in; reload keeps the session; sign out', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth/sign-up/');
    await page.getByTestId('sign-up-name').fill('Grace Hopper');
    await page.getByTestId('sign-up-email').fill(email);
    await page.getByTestId('sign-up-password').fill(password);
    await page.getByTestId('sign-up-submit').click();

    // The tenant asks every signed-in user for a favourite club first, then returns to the step.
    await expect(page).toHaveURL(/\/club\/\?redirect=/);
    await page.getByTestId('club-option').first().click();
    await page.getByTestId('club-save').click();

    await expect(page).toHaveURL(/\/auth\/sign-up\/personalization\/$/);
    await expect(page.getByTestId('personalization-name')).toHaveValue('Grace Hopper');
    await page.getByTestId('personalization-country').fill('United Kingdom');
    await page.getByTestId('personalization-save').click();

    // The following steps come next; a new viewer may go on without following anything.
    await expect(page).toHaveURL(/\/auth\/sign-up\/following\/league\/$/);
    await page.getByTestId('sign-up-following-next').click();
    await expect(page).toHaveURL(/\/auth\/sign-up\/following\/category\/$/);
    await page.getByTestId('sign-up-following-next').click();
    // The tenant sells subscriptions: the last step offers them, with a way to skip (ADR 049).
    await expect(page).toHaveURL(/\/auth\/sign-up\/subscription\/$/);
    await page.getByTestId('sign-up-subscription-skip').click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-menu')).toBeVisible();
    const session = await storedSession(page);
    expect(session?.token).toBeTruthy();

    await page.reload();
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await page.getByTestId('account-menu').click();
    await expect(page.getByTestId('account-name')).toHaveText('Grace Hopper');
    await page.getByTestId('sign-out').click();

    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    expect((await storedSession(page))?.token ?? null).toBeNull();
  });

  test('the club choice has a way out, and the club is changed from the account', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('club');
    await registerUser(request, baseURL ?? '', email);
    await page.goto('/auth/login/');
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/club\//);
    // This tenant does not let viewers skip the choice; signing out is the way out.
    await expect(page.getByTestId('club-skip')).toHaveCount(0);
    await page.getByTestId('sign-out-button').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    expect((await storedSession(page))?.token ?? null).toBeNull();

    // Back in: choose a club, then change it from the account, which returns to the account.
    await page.goto('/auth/login/');
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/club\//);
    const options = page.getByTestId('club-option');
    const first = (await options.nth(0).innerText()).trim();
    const second = (await options.nth(1).innerText()).trim();
    await options.nth(0).click();
    await page.getByTestId('club-save').click();
    await expect(page).not.toHaveURL(/\/club\//);

    await page.goto('/account/');
    await expect(page.getByTestId('account-overview-club')).toHaveText(first);
    await page.getByTestId('change-club').click();
    await expect(page).toHaveURL(/\/club\/\?redirect=/);
    await page.getByTestId('club-option').nth(1).click();
    await page.getByTestId('club-save').click();
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByTestId('account-overview-club')).toHaveText(second);
  });

  test('a wrong password shows the translated error, in English and in German', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('wrong');
    await registerUser(request, baseURL ?? '', email);
    await page.goto('/auth/login/');
    await signInThroughForm(page, email, 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText(
      'The email address or password is not correct.',
    );

    await page.goto('/de/auth/login/');
    await signInThroughForm(page, email, 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText(
      'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    );
  });

  test('a refresh family revoked on the server sends the next call to the session-expired login', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('revoked');
    await registerUser(request, baseURL ?? '', email);
    await page.goto('/auth/login/');
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/club\//);
    // The club list is loaded while the session still holds: otherwise its own call meets the
    // revoked session first and the page ends the session before there is a club to save.
    await expect(page.getByTestId('club-option').first()).toBeVisible();

    // Replaying a rotated refresh token revokes its whole family (decisions.md).
    const refreshToken = (await storedSession(page))?.userTokenData?.refreshToken;
    expect(refreshToken).toBeTruthy();
    const exchange = (token: string) =>
      request.post(`${baseURL}/api/oauth2/token`, {
        data: {
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
          subject_token: token,
        },
      });
    expect((await exchange(refreshToken ?? '')).ok()).toBe(true);
    expect((await exchange(refreshToken ?? '')).ok()).toBe(false);

    // The next call of the open page (saving the club) is refused, the forced refresh fails.
    await page.getByTestId('club-option').first().click();
    await page.getByTestId('club-save').click();
    await expect(page).toHaveURL(/\/auth\/login\/\?sessionExpired=true$/);
    await expect(page.getByTestId('session-expired-notice')).toBeVisible();
    expect((await storedSession(page))?.token ?? null).toBeNull();
  });
});
