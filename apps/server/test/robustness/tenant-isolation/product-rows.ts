// Isolation rows of the operator's products (ADR 061): B's operator cannot sell a pass for A's
// game, cover A's team with a subscription, or reprice A's offer (A's games: operator-rows.ts).
import { createProductCall, updateProductCall } from '@touchline/contract/calls/admin-products';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { commerceProducts } from '../../../src/db/schema-commerce';
import { callKey } from '../contract-calls';
import { A, app, B, fx } from './tenant-fixture';
import { post, type RowsByCall } from './tenant-row';

const patch = (url: string, body: unknown) => ({
  ...post(url, body, { operatorKey: B.key }),
  method: 'PATCH' as const,
});

async function offerOfAStands() {
  const [row] = await app()
    .database.db.select()
    .from(commerceProducts)
    .where(and(eq(commerceProducts.tenantId, A.id), eq(commerceProducts.id, 'tl-offer-month')));
  expect(row?.title).not.toBe('Taken');
  expect(row?.priceMinor).not.toBe(1);
}

export const productRows: RowsByCall = {
  [callKey(createProductCall)]: [
    {
      name: "B's operator sells a pass for A's game",
      request: (id) =>
        post(
          '/api/admin/products',
          { type: 'ppv', title: 'Intruder pass', eventId: id, priceMinor: 100, currency: 'EUR' },
          { operatorKey: B.key },
        ),
      target: () => fx().event.id,
      status: [400],
      check: 'same',
      leaks: () => [fx().event.title],
    },
    {
      name: "B's operator covers A's team with a subscription",
      request: (id) =>
        post(
          '/api/admin/products',
          {
            type: 'svod',
            title: 'Intruder season',
            priceMinor: 100,
            currency: 'EUR',
            duration: 1,
            durationUnits: 'month',
            itemIds: [id],
          },
          { operatorKey: B.key },
        ),
      target: () => fx().identity.id,
      status: [400],
      check: 'same',
      leaks: () => [fx().identity.title],
    },
  ],
  [callKey(updateProductCall)]: [
    {
      name: "B's operator reprices A's offer",
      request: (id) => patch(`/api/admin/products/${id}`, { title: 'Taken', priceMinor: 1 }),
      target: () => 'tl-offer-month',
      status: [404],
      check: 'same',
      leaks: () => ['Monthly pass'],
      after: offerOfAStands,
    },
  ],
};
