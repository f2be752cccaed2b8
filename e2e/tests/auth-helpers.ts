// Shared steps of the account specs: unique users, sign-in through the form, the stored session.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const password = 'Touchline-e2e-Pass-4821';

let counter = 0;
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;

/**
 * Each scripted registration comes from an address of its own (IPv6 documentation range), through
 * the proxy the e2e server trusts, as a crowd of viewers would: the per-address sign-up limit (20
 * an hour) is the server suite's to test, not something every spec of this one should share.
 */
const viewerAddress = () => `2001:db8::${process.pid.toString(16)}:${(counter++).toString(16)}`;

/** Creates an account through the API (the browser is not involved). */
export async function registerUser(request: APIRequestContext, origin: string, email: string) {
  const answer = await request.post(`${origin}/api/user/register`, {
    headers: { 'X-Forwarded-For': viewerAddress() },
    data: {
      email,
      password,
      displayName: 'Ada Tester',
      device_id: `api-${Date.now().toString(36)}-${(counter++).toString(36)}`,
      device_name: 'Registration script',
      strategy: 'refresh',
    },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
}

/**
 * Signs in through the form as a viewer at an address of their own, like the scripted
 * registrations above: every browser of the run is on 127.0.0.1, and the per-address sign-in
 * limit (50 in 15 minutes, ADR 029) is the server suite's to test. The page keeps the address.
 */
export async function signInThroughForm(page: Page, email: string, secret = password) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': viewerAddress() });
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(secret);
  await page.getByTestId('login-submit').click();
}

export interface StoredSession {
  token: string | null;
  user: { id: string } | null;
  userTokenData: { refreshToken: string | null } | null;
}

export const storedSession = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('ott-data');
    return raw ? (JSON.parse(raw) as { state: StoredSession }).state : null;
  });
