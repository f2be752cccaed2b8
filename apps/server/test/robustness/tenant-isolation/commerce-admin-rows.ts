// Isolation rows of the operator's commerce calls and the stream leases (ADR 046): B's operator
// cannot list, refund or make codes for A's charges and offers, nor disable A's code batch; B's
// user cannot read A's receipt, nor start, renew or stop a stream on A's objects.
import { randomUUID } from 'node:crypto';
import {
  createAccessCodeBatchCall,
  disableAccessCodeBatchCall,
  listAdminChargesCall,
  refundChargeCall,
} from '@touchline/contract/calls/admin-commerce';
import { chargeCall } from '@touchline/contract/calls/commerce';
import {
  startStreamCall,
  stopStreamCall,
  streamHeartbeatCall,
} from '@touchline/contract/calls/streams';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  commerceAccessCodeBatches,
  commerceCharges,
  playbackLeases,
} from '../../../src/db/schema-purchases';
import { callKey } from '../contract-calls';
import { A, app, B, fx, send, type Request } from './tenant-fixture';
import { get, post, type RowsByCall } from './tenant-row';

/** A's objects: the charge of `buyAsA`, a code batch and a stream lease of A's user. */
const ofA = { charge: '', chargeTitle: '', user: '', batch: '', lease: '', leaseExpiry: 0 };
const batchLabel = 'Isolation batch of A';

export async function setUpCommerceAdmin() {
  const db = app().database.db;
  const [charge] = await db
    .select()
    .from(commerceCharges)
    .where(and(eq(commerceCharges.tenantId, A.id), eq(commerceCharges.state, 'succeeded')));
  expect(charge, 'the charge of buyAsA').toBeDefined();
  Object.assign(ofA, { charge: charge!.id, chargeTitle: charge!.title, user: charge!.userId });

  const made = await send({
    method: 'POST',
    url: '/api/admin/access-code-batches',
    host: A.host,
    operatorKey: A.key,
    body: { productId: 'tl-offer-month', count: 1, label: batchLabel },
  });
  expect(made.status, made.text).toBe(200);
  ofA.batch = (JSON.parse(made.text) as { content: { id: string } }).content.id;

  // A's tenant sets no stream limit, so no call makes A a lease: written as the service does.
  const expiresAt = new Date(Date.now() + 3_600_000);
  ofA.lease = randomUUID();
  ofA.leaseExpiry = expiresAt.getTime();
  await db.insert(playbackLeases).values({
    tenantId: A.id,
    userId: ofA.user,
    id: ofA.lease,
    sessionId: `session-${ofA.lease}`,
    eventId: fx().event.id,
    eventTitle: fx().event.title,
    deviceName: 'Device of A',
    startedAt: new Date(),
    expiresAt,
  });
}

const asOperatorB = (request: Request): Request => ({ ...request, operatorKey: B.key });
const asOperatorA = (request: Request): Request => ({
  ...request,
  host: A.host,
  operatorKey: A.key,
});
const asViewerB = { token: () => fx().viewerB.token };

async function chargeOfAStands() {
  const [row] = await app()
    .database.db.select()
    .from(commerceCharges)
    .where(and(eq(commerceCharges.tenantId, A.id), eq(commerceCharges.id, ofA.charge)));
  expect(row?.refundedAt).toBeNull();
}

async function batchOfAIsOpen() {
  const [row] = await app()
    .database.db.select()
    .from(commerceAccessCodeBatches)
    .where(
      and(
        eq(commerceAccessCodeBatches.tenantId, A.id),
        eq(commerceAccessCodeBatches.id, ofA.batch),
      ),
    );
  expect(row?.disabledAt).toBeNull();
}

async function leaseOfAStands() {
  const [row] = await app()
    .database.db.select()
    .from(playbackLeases)
    .where(and(eq(playbackLeases.tenantId, A.id), eq(playbackLeases.id, ofA.lease)));
  expect(row?.expiresAt.getTime()).toBe(ofA.leaseExpiry);
}

const chargesOf = (user: string) => `/api/admin/charges?userId=${user}`;
const receipt = (id: string) => `/api/commerce/charges/${id}`;

export const commerceAdminRows: RowsByCall = {
  [callKey(listAdminChargesCall)]: [
    {
      name: "B's operator lists the charges of A's user",
      request: (id) => asOperatorB(get(chargesOf(id))),
      target: () => ofA.user,
      status: [200],
      check: 'same',
      leaks: () => [ofA.charge],
      control: () => asOperatorA(get(chargesOf(ofA.user))),
    },
  ],
  [callKey(refundChargeCall)]: [
    {
      name: "B's operator refunds A's charge",
      request: (id) => asOperatorB(post(`/api/admin/charges/${id}/refund`, undefined)),
      target: () => ofA.charge,
      status: [404],
      check: 'same',
      leaks: () => [ofA.chargeTitle],
      // No control: A's own refund would end A's contract for the rows after this one.
      after: chargeOfAStands,
    },
  ],
  [callKey(chargeCall)]: [
    {
      name: "B's user reads the receipt of A's user's charge",
      request: (id) => get(receipt(id), undefined, asViewerB.token()),
      target: () => ofA.charge,
      status: [404],
      check: 'same',
      leaks: () => [ofA.chargeTitle],
      control: () => get(receipt(ofA.charge), A.host, fx().viewerA.token),
    },
  ],
  [callKey(createAccessCodeBatchCall)]: [
    {
      name: "B's operator makes codes for A's offer",
      request: (id) =>
        asOperatorB(post('/api/admin/access-code-batches', { productId: id, count: 1 })),
      target: () => 'tl-offer-month',
      status: [404],
      check: 'same',
      leaks: () => ['Monthly pass'],
      control: () =>
        asOperatorA(
          post('/api/admin/access-code-batches', { productId: 'tl-offer-month', count: 1 }),
        ),
    },
  ],
  [callKey(disableAccessCodeBatchCall)]: [
    {
      name: "B's operator disables A's code batch",
      request: (id) => asOperatorB(post(`/api/admin/access-code-batches/${id}/disable`, undefined)),
      target: () => ofA.batch,
      status: [404],
      check: 'same',
      leaks: () => [batchLabel],
      after: batchOfAIsOpen,
    },
  ],
  [callKey(startStreamCall)]: [
    {
      name: "B's user starts a stream of A's game",
      request: (id) => post('/api/streams', { eventId: id }, { token: asViewerB.token() }),
      target: () => fx().event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx().event.title],
      // A's tenant sets no limit: A is let through without a lease, which names nothing.
      control: () => ({
        ...post('/api/streams', { eventId: fx().event.id }, { token: fx().viewerA.token }),
        host: A.host,
      }),
      shows: () => null,
    },
  ],
  [callKey(streamHeartbeatCall)]: [
    {
      name: "B's user renews A's user's stream",
      request: (id) =>
        post(`/api/streams/${id}/heartbeat`, undefined, { token: asViewerB.token() }),
      target: () => ofA.lease,
      status: [404],
      check: 'same',
      leaks: () => ['Device of A'],
      after: leaseOfAStands,
    },
  ],
  [callKey(stopStreamCall)]: [
    {
      name: "B's user stops A's user's stream",
      request: (id) => post(`/api/streams/${id}/stop`, undefined, { token: asViewerB.token() }),
      target: () => ofA.lease,
      status: [404],
      check: 'same',
      leaks: () => ['Device of A'],
      after: leaseOfAStands,
    },
  ],
};
