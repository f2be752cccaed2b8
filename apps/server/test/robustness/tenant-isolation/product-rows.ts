// Isolation rows of the operator's products (ADR 061): B's operator cannot sell a pass for A's
// game, cover A's team with a subscription, reprice A's offer, or read or replace the programme
// of A's game (A's games' other fields: operator-rows.ts).
import { createProductCall, updateProductCall } from '@touchline/contract/calls/admin-products';
import { getProgrammeCall, setProgrammeCall } from '@touchline/contract/calls/admin-programme';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { commerceProducts } from '../../../src/db/schema-commerce';
import { channelProgrammes } from '../../../src/db/schema-watching';
import { callKey } from '../contract-calls';
import { A, app, B, fx } from './tenant-fixture';
import { get, post, type RowsByCall } from './tenant-row';

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

async function programmeOfAUntouched() {
  const rows = await app()
    .database.db.select()
    .from(channelProgrammes)
    .where(and(eq(channelProgrammes.tenantId, A.id), eq(channelProgrammes.eventId, fx().event.id)));
  expect(rows.map((row) => row.title)).not.toContain('Intruder show');
}

const programmeOf = (id: string) => `/api/admin/events/${id}/programme`;

export const productRows: RowsByCall = {
  [callKey(getProgrammeCall)]: [
    {
      name: "B's operator reads the programme of A's game",
      request: (id) => ({ ...get(programmeOf(id)), operatorKey: B.key }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
      control: () => ({ ...get(programmeOf(fx().event.id)), operatorKey: B.key }),
      shows: () => null,
    },
  ],
  [callKey(setProgrammeCall)]: [
    {
      name: "B's operator replaces the programme of A's game",
      request: (id) => ({
        ...post(
          programmeOf(id),
          { entries: [{ title: 'Intruder show', durationMinutes: 30 }] },
          { operatorKey: B.key },
        ),
        method: 'PUT',
      }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
      after: programmeOfAUntouched,
    },
  ],
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
