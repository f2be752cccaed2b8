// Isolation rows of web push: B's viewer names the endpoint of A's viewer's subscription, to take
// it over or remove it, and A's subscription stays A's (the calls take no id, so the suite does not
// ask for these rows; they guard the one shared value, the endpoint).
import { pushSubscribeCall, pushUnsubscribeCall } from '@touchline/contract/calls/push';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pushSubscriptions } from '../../../src/db/schema-push';
import { callKey } from '../contract-calls';
import { A, app, fx, send } from './tenant-fixture';
import { post, type RowsByCall } from './tenant-row';

const endpointOfA = 'https://push.example.net/send/zq-endpoint-of-tenant-a';
const keysOfA = {
  // An uncompressed P-256 point and a 16-byte secret, base64url: only their shapes are checked.
  p256dh: `B${'A'.repeat(86)}`,
  auth: 'QUFBQUFBQUFBQUFBQUFBQQ',
};

/** A's viewer subscribes a browser of theirs. */
export async function setUpPush() {
  const answer = await send({
    method: 'POST',
    url: '/api/push/subscribe',
    body: { pushId: 'touchline-push', endpoint: endpointOfA, keys: keysOfA },
    host: A.host,
    token: fx().viewerA.token,
  });
  if (answer.status !== 200) throw new Error(`A's push subscription: ${answer.text}`);
}

async function stillA() {
  const rows = await app()
    .database.db.select({ tenantId: pushSubscriptions.tenantId, p256dh: pushSubscriptions.p256dh })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpointOfA));
  expect(rows).toContainEqual({ tenantId: A.id, p256dh: keysOfA.p256dh });
  const [ofA] = await app()
    .database.db.select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, A.id), eq(pushSubscriptions.endpoint, endpointOfA)));
  expect(ofA?.userId).toBeTruthy();
}

const asViewerB = () => ({ token: fx().viewerB.token });

export const pushRows: RowsByCall = {
  [callKey(pushSubscribeCall)]: [
    {
      name: "B's viewer subscribes A's viewer's endpoint with keys of its own",
      request: (endpoint) =>
        post(
          '/api/push/subscribe',
          {
            pushId: 'harbour-push',
            endpoint,
            keys: { p256dh: `B${'B'.repeat(86)}`, auth: keysOfA.auth },
          },
          asViewerB(),
        ),
      target: () => endpointOfA,
      // B may subscribe any browser of its own; A's row, keys and viewer stay as they were.
      status: [200],
      check: 'leaks',
      leaks: () => [keysOfA.p256dh],
      after: stillA,
    },
  ],
  [callKey(pushUnsubscribeCall)]: [
    {
      name: "B's viewer unsubscribes A's viewer's endpoint",
      request: (endpoint) => post('/api/push/unsubscribe', { endpoint }, asViewerB()),
      target: () => endpointOfA,
      // The call answers the same whether or not the viewer had the endpoint: nothing to compare.
      status: [200],
      check: 'leaks',
      leaks: () => [keysOfA.p256dh],
      after: stillA,
    },
  ],
};
