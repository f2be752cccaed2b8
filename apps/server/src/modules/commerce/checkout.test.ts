// subscription_checkout, subscribe_by_stored_cc and confirm_payment with the sandbox test cards:
// what each card does, what is recorded, and that a charge happens once per idempotency key.
import type {
  Charge,
  CustomerContract,
  PurchaseResult,
  StoredCard,
} from '@touchline/contract/entities/product';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceCharges } from '../../db/schema-purchases';
import { hosts } from '../../../test/test-app';
import { createAccountsTestApp, type AccountsTestApp } from '../auth/accounts-test-kit';
import { as, cardToken, checkout, signedInViewer, type Viewer } from './commerce-test-kit';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const chargesOf = async (viewer: Viewer) =>
  (await as<Charge[]>(t, viewer, { url: '/api/commerce/charges' })).body.content;

describe('POST /api/commerce/subscription_checkout (sandbox)', () => {
  it('buys a subscription with 4242: active contract, stored card, one charge', async () => {
    const viewer = await signedInViewer(t);
    const { status, body } = await checkout(t, viewer, 'tl-offer-month');
    expect(status).toBe(200);
    expect(body.content).toMatchObject({ status: 'succeeded', clientSecret: null, testMode: true });
    expect(body.content.contract).toMatchObject({
      productId: 'tl-offer-month',
      type: 'svod',
      status: 'active',
      isActive: true,
      isCanceled: false,
      autoRenew: true,
      price: 9.99,
      currency: 'GBP',
    });
    const card = await as<StoredCard>(t, viewer, { url: '/api/commerce/stored_card' });
    expect(card.body.content).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2040,
    });
    expect(await chargesOf(viewer)).toMatchObject([
      { productId: 'tl-offer-month', kind: 'purchase', status: 'succeeded', price: 9.99 },
    ]);
  });

  it('refuses 0002 (declined) and 9995 (insufficient funds) with the reason, and keeps no contract', async () => {
    const viewer = await signedInViewer(t);
    const declined = await checkout(t, viewer, 'tl-offer-month', '0002');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      messageErrorCode: 'payment_failed',
      context: 'card_declined',
    });
    const poor = await checkout(t, viewer, 'tl-offer-month', '9995');
    expect(poor.body).toMatchObject({
      messageErrorCode: 'payment_failed',
      context: 'insufficient_funds',
    });
    const contracts = await as<CustomerContract[]>(t, viewer, {
      url: '/api/commerce/customer_contracts',
    });
    expect(contracts.body.content).toEqual([]);
    expect((await chargesOf(viewer)).map((c) => [c.status, c.failureCode])).toEqual([
      ['failed', 'insufficient_funds'],
      ['failed', 'card_declined'],
    ]);
    const card = await as<StoredCard | null>(t, viewer, { url: '/api/commerce/stored_card' });
    expect(card.body.content).toBeNull();
  });

  it('holds 3220 for its challenge, then settles it once on confirm_payment', async () => {
    const viewer = await signedInViewer(t);
    const pending = await checkout(t, viewer, 'tl-offer-season', '3220');
    expect(pending.body.content).toMatchObject({
      status: 'processing',
      contract: { status: 'processing', isActive: false },
    });
    const secret = pending.body.content.clientSecret!;
    expect(secret).toMatch(/_secret_/);
    // Someone else cannot settle it.
    const stranger = await signedInViewer(t);
    const stolen = await as(t, stranger, {
      url: '/api/commerce/confirm_payment',
      body: { client_secret: secret },
    });
    expect(stolen.status).toBe(404);
    const confirmed = await as<PurchaseResult>(t, viewer, {
      url: '/api/commerce/confirm_payment',
      body: { client_secret: secret },
    });
    expect(confirmed.body.content).toMatchObject({
      status: 'succeeded',
      contract: { status: 'active', isActive: true },
    });
    const again = await as(t, viewer, {
      url: '/api/commerce/confirm_payment',
      body: { client_secret: secret },
    });
    expect(again.status).toBe(404);
    expect((await chargesOf(viewer)).map((c) => c.status)).toEqual(['succeeded']);
  });

  it('sells a product once: a second purchase while it runs is refused', async () => {
    const viewer = await signedInViewer(t);
    expect((await checkout(t, viewer, 'tl-offer-club')).status).toBe(200);
    const twice = await checkout(t, viewer, 'tl-offer-club');
    expect(twice.status).toBe(409);
    expect(twice.body.context).toBe('already_purchased');
  });

  it('buys again with the stored card, and answers 404 when none is stored', async () => {
    const viewer = await signedInViewer(t);
    const none = await as(t, viewer, {
      url: '/api/commerce/subscribe_by_stored_cc',
      body: { subscription_id: 'tl-offer-club' },
    });
    expect(none).toMatchObject({ status: 404, body: { context: 'card' } });
    await checkout(t, viewer, 'tl-offer-month');
    const stored = await as<PurchaseResult>(t, viewer, {
      url: '/api/commerce/subscribe_by_stored_cc',
      body: { subscription_id: 'tl-offer-club' },
    });
    expect(stored.body.content).toMatchObject({
      status: 'succeeded',
      contract: { productId: 'tl-offer-club' },
    });
  });
});

describe('idempotency of charging writes', () => {
  it('20 parallel retries with one key make exactly one charge and one answer', async () => {
    const viewer = await signedInViewer(t);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkout(t, viewer, 'tl-offer-season', '4242', { 'idempotency-key': key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const contractIds = new Set(answers.map((a) => a.body.content.contract?.id));
    expect(contractIds.size).toBe(1);
    const [owner] = await t.database.db
      .select({ userId: commerceCharges.userId })
      .from(commerceCharges)
      .where(eq(commerceCharges.contractId, [...contractIds][0]!));
    const charges = await t.database.db
      .select()
      .from(commerceCharges)
      .where(
        and(
          eq(commerceCharges.tenantId, 'tn-touchline'),
          eq(commerceCharges.userId, owner!.userId),
        ),
      );
    expect(charges).toHaveLength(1);
  });

  it('replays a refusal too, and takes the key from the body as well', async () => {
    const viewer = await signedInViewer(t);
    const key = crypto.randomUUID();
    const body = {
      card: { token: cardToken('0002') },
      subscription_id: 'tl-offer-month',
      idempotency_key: key,
    };
    const first = await as(t, viewer, { url: '/api/commerce/subscription_checkout', body });
    const retry = await as(t, viewer, { url: '/api/commerce/subscription_checkout', body });
    expect([first.status, retry.status]).toEqual([402, 402]);
    expect(retry.body).toEqual(first.body);
    expect(await chargesOf(viewer)).toHaveLength(1);
  });

  it('refuses a key reused for another request, a malformed key and a header that contradicts the body', async () => {
    const viewer = await signedInViewer(t);
    const key = crypto.randomUUID();
    await checkout(t, viewer, 'tl-offer-club', '4242', { 'idempotency-key': key });
    const other = await checkout(t, viewer, 'tl-offer-month', '4242', { 'idempotency-key': key });
    expect(other).toMatchObject({ status: 409, body: { messageErrorCode: 'conflict' } });
    const malformed = await checkout(t, viewer, 'tl-offer-month', '4242', {
      'idempotency-key': 'again',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.[0]?.path).toBe('Idempotency-Key');
    const contradicting = await as(t, viewer, {
      url: '/api/commerce/subscription_checkout',
      body: {
        card: { token: cardToken('4242') },
        subscription_id: 'tl-offer-month',
        idempotency_key: crypto.randomUUID(),
      },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(contradicting.body.fields?.[0]?.path).toBe('idempotency_key');
  });

  it('without a key, 20 simultaneous purchases of one product charge once', async () => {
    const viewer = await signedInViewer(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(t, viewer, 'tl-offer-month')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await chargesOf(viewer)).toHaveLength(1);
  });
});

describe('checkout input and boundaries', () => {
  it('asks for a sign-in first', async () => {
    const anonymous = await as(t, null, {
      url: '/api/commerce/subscription_checkout',
      body: { card: { token: cardToken('4242') }, subscription_id: 'tl-offer-month' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('names the bad field: a card number instead of a token, a token of no provider', async () => {
    const viewer = await signedInViewer(t);
    const raw = await as(t, viewer, {
      url: '/api/commerce/subscription_checkout',
      body: { card: { token: 'x', number: '4242424242424242' }, subscription_id: 'tl-offer-month' },
    });
    expect(raw.status).toBe(400);
    expect(raw.body.messageErrorCode).toBe('validation_error');
    const foreign = await as(t, viewer, {
      url: '/api/commerce/subscription_checkout',
      body: { card: { token: 'tok_visa' }, subscription_id: 'tl-offer-month' },
    });
    expect(foreign).toMatchObject({ status: 400, body: { fields: [{ path: 'card.token' }] } });
  });

  it('sells only the request’s tenant’s offers', async () => {
    const viewer = await signedInViewer(t);
    const foreign = await checkout(t, viewer, 'hb-offer-month');
    expect(foreign).toMatchObject({ status: 404, body: { context: 'product' } });
    const harbourViewer = await signedInViewer(t, hosts.harbour);
    expect((await checkout(t, harbourViewer, 'tl-offer-month')).status).toBe(404);
  });
});
