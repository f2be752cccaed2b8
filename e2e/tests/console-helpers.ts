// A console journey signs in as an operator of its own: the demo operator's account allows five
// devices, and each journey's browser is one more, which would run it out of devices before the
// suite ends. The account is registered like any viewer's and given the operator role through the
// admin API (the operator key of the demo, README), as a tenant's operator would promote staff.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';

const operatorKey = { 'x-operator-key': 'op_demo_touchline_operator' };

/** Registers a new account, makes it an operator and signs `page` in to the console with it. */
export async function signInAsNewOperator(
  page: Page,
  request: APIRequestContext,
  origin: string,
  console = '/console/',
): Promise<string> {
  const email = uniqueEmail('operator');
  await registerUser(request, origin, email);
  const found = await request.get(`${origin}/api/admin/users`, {
    headers: operatorKey,
    params: { q: email },
  });
  expect(found.status(), await found.text()).toBe(200);
  const [account] = ((await found.json()) as { content: { entries: { id: string }[] } }).content
    .entries;
  expect(account, 'the registered account').toBeDefined();
  const promoted = await request.post(`${origin}/api/admin/users/${account!.id}/role`, {
    headers: operatorKey,
    data: { role: 'operator' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);

  await page.goto(`/auth/login/?redirect=${encodeURIComponent(console)}`);
  await signInThroughForm(page, email);
  await expect(page.getByTestId('console')).toBeVisible();
  return email;
}
