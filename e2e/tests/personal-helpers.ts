// Shared steps of the personal specs: a fresh account, signed in through the form (choosing a
// favourite club first on the tenant that asks for one).
import { expect, type Page } from '@playwright/test';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';

export async function signInFresh(
  page: Page,
  label: string,
  origin: string,
  /** Runs between registration and sign-in, e.g. an operator granting a right. */
  beforeSignIn?: (email: string) => Promise<void>,
): Promise<string> {
  const email = uniqueEmail(label);
  await registerUser(page.request, origin, email);
  await beforeSignIn?.(email);
  await page.goto(`${origin}/auth/login/`);
  await signInThroughForm(page, email);
  await expect(page).not.toHaveURL(/\/auth\/login\//);
  if (new URL(page.url()).pathname.startsWith('/club/')) {
    await page.getByTestId('club-option').first().click();
    await page.getByTestId('club-save').click();
    await expect(page).not.toHaveURL(/\/club\//);
  }
  await expect(page.getByTestId('account-menu')).toBeVisible();
  return email;
}
