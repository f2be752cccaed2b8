// Isolation rows of purchases: B's user cannot see or cancel A's user's contract, nor buy A's
// offers, with a new card or the stored one; A's contract stays as it was.
import {
  cancelContractCall,
  customerSubscriptionByIdCall,
  subscribeByStoredCardCall,
  subscriptionCheckoutCall,
} from '@touchline/contract/calls/commerce';
import { expect } from 'vitest';
import { cardToken } from '../../../src/modules/commerce/commerce-test-kit';
import { callKey } from '../contract-calls';
import { A, fx, send } from './tenant-fixture';
import { get, post, type RowsByCall } from './tenant-row';

/** A's user's contract, bought before the rows run (`buyAsA`). */
let contractOfA = '';

export async function buyAsA() {
  const answer = await send({
    method: 'POST',
    url: '/api/commerce/subscription_checkout',
    host: A.host,
    token: fx().viewerA.token,
    body: { card: { token: cardToken('4242') }, subscription_id: 'tl-offer-club' },
  });
  expect(answer.status, answer.text).toBe(200);
  contractOfA = (JSON.parse(answer.text) as { content: { contract: { id: string } } }).content
    .contract.id;
}

const contractUrl = (id: string) => `/api/commerce/get_customer_subscriptions_by_id/id/${id}`;

async function contractOfAIsRunning() {
  const answer = await send({ ...get(contractUrl(contractOfA), A.host, fx().viewerA.token) });
  expect(JSON.parse(answer.text)).toMatchObject({ content: { isActive: true } });
}

export const commerceRows: RowsByCall = {
  [callKey(customerSubscriptionByIdCall)]: [
    {
      name: "B's user reads A's user's contract",
      request: (id) => get(contractUrl(id), undefined, fx().viewerB.token),
      target: () => contractOfA,
      status: [404],
      check: 'same',
      leaks: () => ['tl-offer-club'],
      control: () => get(contractUrl(contractOfA), A.host, fx().viewerA.token),
    },
  ],
  [callKey(cancelContractCall)]: [
    {
      name: "B's user cancels A's user's contract",
      request: (id) =>
        post(
          '/api/commerce/cancel_contract',
          { platform: 'web', id },
          { token: fx().viewerB.token },
        ),
      target: () => contractOfA,
      status: [404],
      check: 'same',
      leaks: () => ['tl-offer-club'],
      after: contractOfAIsRunning,
    },
  ],
  [callKey(subscriptionCheckoutCall)]: [
    {
      name: "B's user buys A's offer",
      request: (id) =>
        post(
          '/api/commerce/subscription_checkout',
          { card: { token: cardToken('4242') }, subscription_id: id },
          { token: fx().viewerB.token },
        ),
      target: () => 'tl-offer-month',
      status: [404],
      check: 'same',
      leaks: () => ['Monthly pass'],
      control: () => ({
        ...post(
          '/api/commerce/subscription_checkout',
          { card: { token: cardToken('4242') }, subscription_id: 'tl-offer-month' },
          { token: fx().viewerA.token },
        ),
        host: A.host,
      }),
    },
  ],
  [callKey(subscribeByStoredCardCall)]: [
    {
      name: "B's user buys A's offer with a stored card",
      request: (id) =>
        post(
          '/api/commerce/subscribe_by_stored_cc',
          { subscription_id: id },
          { token: fx().viewerB.token },
        ),
      target: () => 'tl-offer-season',
      status: [404],
      check: 'same',
      leaks: () => ['Season pass'],
    },
  ],
};
