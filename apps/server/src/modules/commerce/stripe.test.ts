// The Stripe provider and its webhook, with the SDK pointed at a local server that speaks the part
// of Stripe's API the provider uses (no network), and webhooks signed with the SDK's test helper.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Charge, PurchaseResult } from '@touchline/contract/entities/product';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoOperatorKeys } from '../operator/operator-key';
import { as, signedInViewer, type Viewer } from './commerce-test-kit';
import { createStripeClient, createStripeProvider } from './stripe-provider';
import { stripeWebhookPath } from './stripe-webhook-routes';

const webhookSecret = 'whsec_testsecret0123456789';
const intents = new Map<string, { status: string; amount: number }>();
const idempotencyKeys: string[] = [];
/** The Customer each PaymentMethod was attached to, and what each intent was created with. */
const owners = new Map<string, string>();
const customerKeys: string[] = [];
const created: URLSearchParams[] = [];
/** Refunds by payment intent, as the fake answers them: never more than the amount in all. */
const refunds = new Map<string, { id: string; amount: number }[]>();
let refundCount = 0;
const refundOf = (paid: string, amount: number) => {
  const id = `re_${(refundCount += 1)}`;
  refunds.set(paid, [...(refunds.get(paid) ?? []), { id, amount }]);
  return { id, object: 'refund', payment_intent: paid, amount, status: 'succeeded' };
};

const intent = (id: string, status: string, amount: number) => ({
  id,
  object: 'payment_intent',
  status,
  amount,
  client_secret: `${id}_secret_abc`,
  last_payment_error: null,
});

/** What Stripe answers for the test payment methods the provider is given. */
function fakeStripe(request: IncomingMessage, body: URLSearchParams) {
  const url = request.url ?? '';
  const method = /^\/v1\/payment_methods\/(pm_\w+)$/.exec(url)?.[1];
  if (request.method === 'GET' && method) {
    if (method === 'pm_unknown')
      return [404, { error: { type: 'invalid_request_error' } }] as const;
    return [
      200,
      {
        id: method,
        object: 'payment_method',
        customer: owners.get(method) ?? null,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
      },
    ] as const;
  }
  if (request.method === 'POST' && url === '/v1/customers') {
    customerKeys.push(String(request.headers['idempotency-key']));
    const id = `cus_${owners.size + 1}`;
    const pm = body.get('payment_method');
    if (pm === 'pm_usedWithoutCustomer')
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            message: 'This PaymentMethod was previously used without being attached to a Customer',
          },
        },
      ] as const;
    if (pm) owners.set(pm, id);
    return [200, { id, object: 'customer' }] as const;
  }
  const read = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(url)?.[1];
  if (request.method === 'GET' && read) {
    const known = intents.get(read);
    return [200, intent(read, known?.status ?? 'requires_action', known?.amount ?? 0)] as const;
  }
  if (request.method === 'POST' && url === '/v1/payment_intents') {
    idempotencyKeys.push(String(request.headers['idempotency-key']));
    created.push(body);
    const amount = Number(body.get('amount'));
    const id = `pi_${intents.size + 1}`;
    const pm = body.get('payment_method');
    if (pm === 'pm_card_chargeDeclinedInsufficientFunds') {
      intents.set(id, { status: 'requires_payment_method', amount });
      return [
        402,
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            payment_intent: intent(id, 'requires_payment_method', amount),
          },
        },
      ] as const;
    }
    const status = pm === 'pm_card_threeDSecure2Required' ? 'requires_action' : 'succeeded';
    intents.set(id, { status, amount });
    return [200, intent(id, status, amount)] as const;
  }
  if (request.method === 'POST' && url === '/v1/refunds') {
    idempotencyKeys.push(String(request.headers['idempotency-key']));
    const paid = body.get('payment_intent') ?? '';
    const known = intents.get(paid);
    if (known?.status !== 'succeeded')
      return [400, { error: { type: 'invalid_request_error', message: 'not paid' } }] as const;
    const given = (refunds.get(paid) ?? []).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.has('amount') ? Number(body.get('amount')) : known.amount - given;
    if (given + amount > known.amount || amount <= 0)
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge for ${paid} has already been refunded.`,
          },
        },
      ] as const;
    return [200, refundOf(paid, amount)] as const;
  }
  const listed = /^\/v1\/refunds\?(.*)$/.exec(url)?.[1];
  if (request.method === 'GET' && listed !== undefined) {
    const paid = new URLSearchParams(listed).get('payment_intent') ?? '';
    const data = (refunds.get(paid) ?? []).map((r) => ({
      ...r,
      object: 'refund',
      payment_intent: paid,
      status: 'succeeded',
    }));
    return [200, { object: 'list', data, has_more: false, url: '/v1/refunds' }] as const;
  }
  return [404, { error: { type: 'invalid_request_error', message: `no ${url}` } }] as const;
}

let api: Server;
let t: TestApp;
let viewer: Viewer;
let stripe: Stripe;
beforeAll(async () => {
  api = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const [status, answer] = fakeStripe(request, new URLSearchParams(raw));
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_local0123456789',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local0123456789',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
  stripe = createStripeClient({
    secretKey: 'sk_test_local0123456789',
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });
  viewer = await signedInViewer(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => api.close(resolve));
});

const buy = (token: string, productId: string, who: Viewer = viewer) =>
  as<PurchaseResult>(t, who, {
    url: '/api/commerce/subscription_checkout',
    body: { card: { token }, subscription_id: productId },
  });

describe('the Stripe provider', () => {
  it('charges a PaymentIntent with the idempotency key and maps refusals to their reasons', async () => {
    const provider = createStripeProvider(stripe);
    expect(await provider.describe('pm_card_visa')).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2040,
    });
    expect(await provider.describe('pm_unknown')).toBeNull();
    expect(await provider.describe('tok_sandbox_visa_4242_1240')).toBeNull();
    const request = { amountMinor: 999, currency: 'EUR', description: 'Pass' };
    const ok = await provider.charge({
      ...request,
      token: 'pm_card_visa',
      idempotencyKey: 'key-1',
    });
    expect(ok).toMatchObject({ outcome: 'succeeded' });
    expect(idempotencyKeys.at(-1)).toBe('key-1');
    const poor = await provider.charge({
      ...request,
      token: 'pm_card_chargeDeclinedInsufficientFunds',
      idempotencyKey: 'key-2',
    });
    expect(poor).toMatchObject({ outcome: 'failed', code: 'insufficient_funds' });
  });
});

describe('a card kept for later (the stored card, renewals)', () => {
  it('belongs to a Customer from its first charge, and is charged again through it', async () => {
    const buyer = await signedInViewer(t);
    const first = await buy('pm_card_mastercard', 'tl-offer-month', buyer);
    expect(first.body.content.status).toBe('succeeded');
    const customer = owners.get('pm_card_mastercard');
    expect(customer).toMatch(/^cus_/);
    expect(customerKeys.at(-1)).toMatch(/:customer$/);
    const charged = created.at(-1)!;
    expect(charged.get('customer')).toBe(customer);
    expect(charged.get('setup_future_usage')).toBe('off_session');
    expect(charged.has('off_session')).toBe(false);

    // subscribe_by_stored_cc: the same card, its Customer, no second Customer.
    const customers = customerKeys.length;
    const again = await as<PurchaseResult>(t, buyer, {
      url: '/api/commerce/subscribe_by_stored_cc',
      body: { subscription_id: 'tl-offer-season' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.content.status).toBe('succeeded');
    expect(customerKeys).toHaveLength(customers);
    expect(created.at(-1)!.get('payment_method')).toBe('pm_card_mastercard');
    expect(created.at(-1)!.get('customer')).toBe(customer);
    expect(created.at(-1)!.has('setup_future_usage')).toBe(false);
  });

  it('a card Stripe will not keep is refused as declined, never a 500', async () => {
    const refused = await buy('pm_usedWithoutCustomer', 'tl-offer-month', await signedInViewer(t));
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ context: 'card_declined' });
  });

  it('a renewal is charged without the card holder (off session)', async () => {
    const provider = createStripeProvider(stripe);
    const renewal = await provider.charge({
      token: 'pm_card_amex',
      amountMinor: 500,
      currency: 'EUR',
      description: 'Season (renewal)',
      idempotencyKey: 'renewal-key',
      offSession: true,
    });
    expect(renewal).toMatchObject({ outcome: 'succeeded' });
    expect(created.at(-1)!.get('off_session')).toBe('true');
    expect(created.at(-1)!.has('setup_future_usage')).toBe(false);
  });
});

describe('the Stripe webhook', () => {
  const send = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: stripeWebhookPath,
      headers: {
        host: viewer.host,
        'content-type': 'application/json',
        'stripe-signature': signature,
      },
      payload,
    });
  const succeeded = (id: string) =>
    JSON.stringify({
      id: `evt_${id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent(id, 'succeeded', 999) },
    });
  const contractState = async (id: string) =>
    (
      await as<{ status: string }>(t, viewer, {
        url: `/api/commerce/get_customer_subscriptions_by_id/id/${id}`,
      })
    ).body.content?.status;

  it('refuses a bad signature and changes nothing; a good one settles the purchase once', async () => {
    const pending = await buy('pm_card_threeDSecure2Required', 'tl-offer-month');
    expect(pending.status).toBe(200);
    expect(pending.body.content.status).toBe('processing');
    const contractId = pending.body.content.contract!.id;
    const ref = pending.body.content.clientSecret!.split('_secret_')[0]!;
    const payload = succeeded(ref);

    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_notthesecret000',
    });
    for (const signature of [forged, 't=1,v1=00', '']) {
      const refused = await send(payload, signature);
      expect(refused.statusCode).toBe(400);
    }
    expect(await contractState(contractId)).toBe('processing');

    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const first = await send(payload, signature);
    expect(first.json()).toEqual({ received: true, result: 'settled' });
    expect(await contractState(contractId)).toBe('active');
    const charges = async () =>
      JSON.stringify((await as(t, viewer, { url: '/api/commerce/charges' })).body);
    const before = await charges();
    // Stripe retries until it gets a 2xx: a replay finds nothing pending.
    const replay = await send(payload, signature);
    expect(replay.json()).toEqual({ received: true, result: 'ignored' });
    expect(await charges()).toBe(before);
  });

  it('a signed event of another tenant’s host finds nothing of this one', async () => {
    const pending = await buy('pm_card_threeDSecure2Required', 'tl-offer-season');
    const ref = pending.body.content.clientSecret!.split('_secret_')[0]!;
    const payload = succeeded(ref);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: stripeWebhookPath,
      headers: {
        host: '127.0.0.1:4320',
        'content-type': 'application/json',
        'stripe-signature': signature,
      },
      payload,
    });
    expect(elsewhere.json()).toEqual({ received: true, result: 'ignored' });
    expect(await contractState(pending.body.content.contract!.id)).toBe('processing');
  });
});

let buyer: Viewer;
beforeEach(async () => {
  buyer = await signedInViewer(t);
});

describe('a refund through Stripe', () => {
  const bought = async (productId: string) => {
    const purchase = await buy('pm_card_visa', productId, buyer);
    expect(purchase.body.content.status).toBe('succeeded');
    const charges = await as<{ id: string; contractId: string }[]>(t, buyer, {
      url: '/api/commerce/charges',
    });
    const charge = charges.body.content.find(
      (c) => c.contractId === purchase.body.content.contract!.id,
    )!;
    return { chargeId: charge.id, paid: [...intents.keys()].at(-1)! };
  };
  const refund = (chargeId: string, body?: { amount: number }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/charges/${chargeId}/refund`,
      headers: { host: viewer.host, 'x-operator-key': demoOperatorKeys.touchline! },
      ...(body ? { payload: body } : {}),
    });

  it('refunds the PaymentIntent once, with one key per refund, and a refusal is a 502', async () => {
    const { chargeId, paid } = await bought('tl-offer-club');
    const done = await refund(chargeId);
    expect(done.statusCode).toBe(200);
    expect(idempotencyKeys.at(-1)).toBe(`refund:${chargeId}:0`);
    expect(refunds.get(paid)).toHaveLength(1);
    expect((await refund(chargeId)).json()).toMatchObject({ context: 'already_refunded' });

    // Stripe's own refusal (refunded from Stripe's dashboard meanwhile) is said, never a 500.
    const provider = createStripeProvider(stripe);
    await expect(
      provider.refund({ paymentRef: paid, amountMinor: 100, idempotencyKey: 'another-key' }),
    ).rejects.toMatchObject({ code: 'provider_error' });
  });

  it('gives back part of a charge at a time, each with its own key and amount', async () => {
    const { chargeId, paid } = await bought('tl-offer-month');
    const amount = intents.get(paid)!.amount;
    const first = await refund(chargeId, { amount: 100 });
    expect(first.statusCode, first.body).toBe(200);
    expect(idempotencyKeys.at(-1)).toBe(`refund:${chargeId}:0`);
    const second = await refund(chargeId, { amount: 50 });
    expect(idempotencyKeys.at(-1)).toBe(`refund:${chargeId}:100`);
    expect(second.json<{ content: Charge }>().content).toMatchObject({
      refundedAt: null,
      refunds: [{ amount: 1 }, { amount: 0.5 }],
    });
    expect(refunds.get(paid)!.map((r) => r.amount)).toEqual([100, 50]);
    // More than what is left is refused before Stripe is asked.
    expect((await refund(chargeId, { amount: amount })).statusCode).toBe(400);
    const rest = await refund(chargeId);
    expect(rest.json<{ content: Charge }>().content).toMatchObject({
      refundedAt: expect.any(String) as unknown,
    });
    expect(refunds.get(paid)!.map((r) => r.amount)).toEqual([100, 50, amount - 150]);
  });
});

describe('Stripe’s charge.refunded webhook (a refund made in Stripe’s dashboard)', () => {
  const send = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: stripeWebhookPath,
      headers: {
        host: viewer.host,
        'content-type': 'application/json',
        'stripe-signature': signature,
      },
      payload,
    });
  const refundedEvent = (paid: string, n: number) =>
    JSON.stringify({
      id: `evt_refund_${paid}_${n}`,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: { id: `ch_${paid}`, object: 'charge', payment_intent: paid, refunded: false },
      },
    });

  it('records each refund once; a replay or a bad signature changes nothing', async () => {
    const purchase = await buy('pm_card_visa', 'tl-offer-season', buyer);
    const contractId = purchase.body.content.contract!.id;
    const paid = [...intents.keys()].at(-1)!;
    const amount = intents.get(paid)!.amount;
    const charges = await as<Charge[]>(t, buyer, { url: '/api/commerce/charges' });
    const chargeId = charges.body.content.find((c) => c.contractId === contractId)!.id;
    const receipt = async () =>
      (await as<Charge>(t, buyer, { url: `/api/commerce/charges/${chargeId}` })).body.content;
    const status = async () =>
      (
        await as<{ status: string }>(t, buyer, {
          url: `/api/commerce/get_customer_subscriptions_by_id/id/${contractId}`,
        })
      ).body.content.status;

    // In the dashboard: 2.00 back. The event does not verify: refused, nothing recorded.
    const dashboard = refundOf(paid, 200);
    const payload = refundedEvent(paid, 1);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_notthesecret000',
    });
    expect((await send(payload, forged)).statusCode).toBe(400);
    expect((await receipt()).refunds).toEqual([]);

    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await send(payload, signature)).json()).toEqual({ received: true, result: 'refunded' });
    const once = await receipt();
    expect(once.refunds).toEqual([
      { id: dashboard.id, amount: 2, createdAt: expect.any(String) as unknown },
    ]);
    expect(once.refundedAt).toBeNull();
    expect(await status()).toBe('active');
    // Stripe retries: the replay records nothing more.
    expect((await send(payload, signature)).json()).toEqual({ received: true, result: 'ignored' });
    expect((await receipt()).refunds).toHaveLength(1);

    // The rest, in the dashboard too: refunded in full, the subscription ends.
    refundOf(paid, amount - 200);
    const last = refundedEvent(paid, 2);
    const signed = Stripe.webhooks.generateTestHeaderString({
      payload: last,
      secret: webhookSecret,
    });
    expect((await send(last, signed)).json()).toEqual({ received: true, result: 'refunded' });
    const full = await receipt();
    expect(full.refunds).toHaveLength(2);
    expect(full.refundedAt).not.toBeNull();
    expect(await status()).toBe('expired');
    // The portal has nothing left to give back.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/charges/${chargeId}/refund`,
      headers: { host: viewer.host, 'x-operator-key': demoOperatorKeys.touchline! },
    });
    expect(again.json()).toMatchObject({ context: 'already_refunded' });
  });

  it('the webhook of a refund made here records it no second time', async () => {
    const purchase = await buy('pm_card_visa', 'tl-offer-club', buyer);
    const paid = [...intents.keys()].at(-1)!;
    const charges = await as<Charge[]>(t, buyer, { url: '/api/commerce/charges' });
    const chargeId = charges.body.content.find(
      (c) => c.contractId === purchase.body.content.contract!.id,
    )!.id;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/admin/charges/${chargeId}/refund`,
      headers: { host: viewer.host, 'x-operator-key': demoOperatorKeys.touchline! },
      payload: { amount: 100 },
    });
    expect(done.statusCode, done.body).toBe(200);
    const payload = refundedEvent(paid, 3);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await send(payload, signature)).json()).toEqual({ received: true, result: 'ignored' });
    const receipt = (await as<Charge>(t, buyer, { url: `/api/commerce/charges/${chargeId}` })).body
      .content;
    expect(receipt.refunds).toHaveLength(1);
  });
});
