// Helpers for the purchase tests: a signed-in viewer, sandbox card tokens, and calls with the
// headers a browser sends (the access token, an optional Idempotency-Key).
import type { PurchaseResult } from '@touchline/contract/entities/product';
import type { WireError } from '@touchline/contract/errors';
import { hosts, type TestApp } from '../../../test/test-app';
import { desktopAgent, freshAccount, loginAs, registerAccount } from '../auth/accounts-test-kit';

/** The sandbox form's token for a documented test card (sandbox-provider.ts). */
export const cardToken = (last4: '4242' | '3220' | '0002' | '9995', expiry = '1240') =>
  `tok_sandbox_visa_${last4}_${expiry}`;

export interface Viewer {
  token: string;
  host: string;
  userId: string;
}

export async function signedInViewer(t: TestApp, host: string = hosts.touchline): Promise<Viewer> {
  const account = freshAccount('buyer');
  await registerAccount(t, account, host);
  const { tokenData, profile } = await loginAs(t, account, 'device-a', host);
  return { token: tokenData.access_token, host, userId: profile.id };
}

/** One account signed in on `count` devices (device-a, -b, …) of `host`; registering used
 *  device-a already. */
export async function devicesOfOneAccount(
  t: TestApp,
  count: number,
  host: string,
  label = 'streamer',
): Promise<Viewer[]> {
  const account = freshAccount(label);
  await registerAccount(t, account, host);
  const viewers: Viewer[] = [];
  for (let i = 0; i < count; i += 1) {
    const device = `device-${String.fromCharCode(97 + i)}`;
    const { tokenData, profile } = await loginAs(t, account, device, host);
    viewers.push({ token: tokenData.access_token, host, userId: profile.id });
  }
  return viewers;
}

export interface Request {
  method?: 'GET' | 'POST';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function as<T = unknown>(t: TestApp, viewer: Viewer | null, request: Request) {
  const response = await t.app.inject({
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    url: request.url,
    headers: {
      host: viewer?.host ?? hosts.touchline,
      'user-agent': desktopAgent,
      ...(viewer ? { 'x-authorization': `Bearer ${viewer.token}` } : {}),
      ...request.headers,
    },
    ...(request.body !== undefined ? { payload: request.body as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.json<{ content: T } & WireError>() };
}

export const checkout = (
  t: TestApp,
  viewer: Viewer,
  productId: string,
  last4: Parameters<typeof cardToken>[0] = '4242',
  headers: Record<string, string> = {},
) =>
  as<PurchaseResult>(t, viewer, {
    url: '/api/commerce/subscription_checkout',
    body: { card: { token: cardToken(last4) }, subscription_id: productId },
    headers,
  });
