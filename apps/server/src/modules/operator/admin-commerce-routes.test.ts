// The admin API's commerce calls (ADR 046): access-code batches (made, listed with their uses,
// disabled) and refunds. Only an operator of the tenant may call them, nothing of another tenant
// is reachable, every change is in the audit trail, a disabled code no longer redeems, and a
// refunded charge is given back once and takes its access with it.
import type { Event } from '@touchline/contract/entities/event';
import type {
  Charge,
  CustomerContract,
  PurchaseResult,
} from '@touchline/contract/entities/product';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { hosts } from '../../../test/test-app';
import { createAccountsTestApp, type AccountsTestApp } from '../auth/accounts-test-kit';
import { as, checkout, signedInViewer, type Viewer } from '../commerce/commerce-test-kit';
import { demoOperatorKeys } from './operator-key';

type Json = Record<string, unknown>;
let t: AccountsTestApp;
let passGameId: string;
const asTouchline = { 'x-operator-key': demoOperatorKeys.touchline! };
const asHarbour = { 'x-operator-key': demoOperatorKeys.harbour! };

async function admin(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = asTouchline,
  host: string = hosts.touchline,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host, ...headers },
    ...(body !== undefined ? { payload: body as Json } : {}),
  });
  return { status: response.statusCode, body: response.json<Json & { content: Json }>() };
}
const makeBatch = (body: unknown, headers?: Record<string, string>, host?: string) =>
  admin('POST', '/api/admin/access-code-batches', body, headers, host);
const redeem = (viewer: Viewer, code: string) =>
  as<PurchaseResult>(t, viewer, { url: '/api/commerce/redeem_access_code', body: { code } });
const audit = async (targetId: string) =>
  (await admin('GET', `/api/admin/audit?targetId=${targetId}`)).body.content.entries as Json[];

beforeAll(async () => {
  t = await createAccountsTestApp();
  const rows = await t.database.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, 'tn-touchline'),
        eq(events.commerceCoverage, 'commerce_ppv_media'),
        eq(events.mediaKind, 'event'),
      ),
    );
  passGameId = rows.find((r) => r.regionAllowed.length === 0 && r.regionBlocked.length === 0)!.id;
});
afterAll(() => t.close());

describe('access-code batches', () => {
  it('makes codes that redeem, counts their uses, and a disabled batch redeems no more', async () => {
    const made = await makeBatch({
      productId: 'tl-offer-month',
      count: 3,
      useLimit: 2,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      label: 'Supporters club',
    });
    expect(made.status).toBe(200);
    const batch = made.body.content as Json & { id: string; codes: string[] };
    expect(batch).toMatchObject({
      productId: 'tl-offer-month',
      label: 'Supporters club',
      useLimit: 2,
      codeCount: 3,
      uses: 0,
      disabledAt: null,
    });
    expect(new Set(batch.codes).size).toBe(3);

    expect((await redeem(await signedInViewer(t), batch.codes[0]!)).status).toBe(200);
    const listed = (await admin('GET', '/api/admin/access-code-batches')).body.content
      .entries as Json[];
    expect(listed.find((b) => b.id === batch.id)).toMatchObject({ codeCount: 3, uses: 1 });

    const disabled = await admin('POST', `/api/admin/access-code-batches/${batch.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.content.disabledAt).toEqual(expect.any(String));
    const refused = await redeem(await signedInViewer(t), batch.codes[1]!);
    expect(refused).toMatchObject({
      status: 400,
      body: { messageErrorCode: 'access_code_invalid' },
    });
    // Disabling twice changes nothing and records nothing more.
    expect((await admin('POST', `/api/admin/access-code-batches/${batch.id}/disable`)).status).toBe(
      200,
    );
    const trail = await audit(batch.id);
    expect(trail.map((e) => [e.action, e.actor])).toEqual([
      ['access_code_batch.disable', 'key:demo operator'],
      ['access_code_batch.create', 'key:demo operator'],
    ]);
    // The codes are not copied into the trail.
    expect(JSON.stringify(trail)).not.toContain(batch.codes[0]);
  });

  it('takes the operator’s own codes, in any case, and refuses one that already exists', async () => {
    const made = await makeBatch({
      productId: 'tl-offer-club',
      codes: ['gulls-2031', 'TERNS-2031'],
    });
    expect(made.status).toBe(200);
    expect(made.body.content).toMatchObject({
      codes: ['GULLS-2031', 'TERNS-2031'],
      useLimit: null,
    });
    expect((await redeem(await signedInViewer(t), 'Gulls-2031')).status).toBe(200);
    const again = await makeBatch({
      productId: 'tl-offer-club',
      codes: ['TERNS-2031', 'NEW-2031'],
    });
    expect(again).toMatchObject({ status: 409, body: { context: 'access_code_taken' } });
    // Nothing of the refused batch was kept.
    expect((await redeem(await signedInViewer(t), 'NEW-2031')).status).toBe(400);
  });

  it.each([
    [{ productId: 'tl-offer-month' }, 'count'],
    [{ productId: 'tl-offer-month', count: 2, codes: ['ABCD-1234'] }, 'count'],
    [{ productId: 'tl-offer-month', count: 0 }, 'count'],
    [{ productId: 'tl-offer-month', count: 10_001 }, 'count'],
    [{ productId: 'tl-offer-month', codes: ['ABCD-1234', 'abcd-1234'] }, 'codes'],
    [{ productId: 'tl-offer-month', codes: ['two words'] }, 'codes[0]'],
    [{ productId: 'tl-offer-month', count: 1, useLimit: 0 }, 'useLimit'],
    [{ productId: 'tl-offer-month', count: 1, expiresAt: 'soon' }, 'expiresAt'],
    [{ productId: 'tl-offer-month', count: 1, extra: true }, ''],
    [{ productId: 'tl-offer-month', count: 1, expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
  ])('refuses %j naming %s', async (body, path) => {
    const { status, body: answer } = await makeBatch(body);
    expect(status).toBe(400);
    expect(answer.messageErrorCode).toBe('validation_error');
    if (path) expect(JSON.stringify(answer.fields)).toContain(`"${path}"`);
  });

  it('keeps tenants and roles apart', async () => {
    // Another tenant's offer reads like a missing one.
    expect((await makeBatch({ productId: 'hb-offer-month', count: 1 })).status).toBe(404);
    // Without credentials, with a viewer's token, with another tenant's key.
    const body = { productId: 'tl-offer-month', count: 1 };
    expect((await makeBatch(body, {})).status).toBe(401);
    const viewer = await signedInViewer(t);
    expect(
      (await makeBatch(body, { 'x-authorization': `Bearer ${viewer.token}` })).body
        .messageErrorCode,
    ).toBe('forbidden');
    expect((await makeBatch(body, asHarbour)).status).toBe(403);
    // Harbour's operator neither sees nor disables Touchline's batches.
    const mine = (await makeBatch(body)).body.content.id as string;
    const theirs = await admin(
      'GET',
      '/api/admin/access-code-batches',
      undefined,
      asHarbour,
      hosts.harbour,
    );
    expect((theirs.body.content.entries as Json[]).map((b) => b.id)).not.toContain(mine);
    const disable = await admin(
      'POST',
      `/api/admin/access-code-batches/${mine}/disable`,
      undefined,
      asHarbour,
      hosts.harbour,
    );
    expect(disable.status).toBe(404);
    expect((await admin('POST', '/api/admin/access-code-batches/bad%20id/disable')).status).toBe(
      400,
    );
  });
});

describe('refunds', () => {
  const chargesOf = async (viewer: Viewer) =>
    (await as<Charge[]>(t, viewer, { url: '/api/commerce/charges' })).body.content;
  const refund = (id: string, headers?: Record<string, string>, host?: string) =>
    admin('POST', `/api/admin/charges/${id}/refund`, undefined, headers, host);
  const available = async (viewer: Viewer, eventId: string) =>
    (await as<Event>(t, viewer, { url: `/api/event/get_by_id/id/${eventId}` })).body.content
      .isEventAvailableForUser;

  it('gives a pass back once; the game locks and the receipt shows the refund', async () => {
    const viewer = await signedInViewer(t);
    expect((await checkout(t, viewer, `${passGameId}-pass`)).status).toBe(200);
    expect(await available(viewer, passGameId)).toBe(true);
    const [charge] = await chargesOf(viewer);

    const refunded = await refund(charge!.id);
    expect(refunded.status).toBe(200);
    expect(refunded.body.content).toMatchObject({ id: charge!.id, userId: viewer.userId });
    expect(refunded.body.content.refundedAt).toEqual(expect.any(String));
    expect(await available(viewer, passGameId)).toBe(false);

    const again = await refund(charge!.id);
    expect(again).toMatchObject({ status: 409, body: { context: 'already_refunded' } });

    const receipt = await as<Charge>(t, viewer, { url: `/api/commerce/charges/${charge!.id}` });
    expect(receipt.body.content).toMatchObject({
      id: charge!.id,
      card: { brand: 'visa', last4: '4242' },
      refundedAt: expect.any(String) as unknown,
    });
    expect((await audit(charge!.id)).map((e) => e.action)).toEqual(['charge.refund']);
  });

  it('gives back part of a charge at a time; access stays until the refunds reach the amount', async () => {
    const viewer = await signedInViewer(t);
    expect((await checkout(t, viewer, `${passGameId}-pass`)).status).toBe(200);
    const [charge] = await chargesOf(viewer);
    const total = Math.round(charge!.price * 100);
    const part = (amount: unknown) =>
      admin('POST', `/api/admin/charges/${charge!.id}/refund`, { amount });

    // Bad amounts change nothing.
    for (const amount of [0, -5, 1.5, '100', null, total + 1])
      expect((await part(amount)).status, String(amount)).toBe(400);
    expect(
      (await admin('POST', `/api/admin/charges/${charge!.id}/refund`, { amount: 1, extra: 1 }))
        .status,
    ).toBe(400);
    expect((await chargesOf(viewer))[0]!.refunds).toEqual([]);

    const first = await part(100);
    expect(first.status).toBe(200);
    expect(first.body.content).toMatchObject({ refundedAt: null, refunds: [{ amount: 1 }] });
    expect(await available(viewer, passGameId)).toBe(true);
    // More than what is left: refused, and nothing more is given back.
    expect((await part(total - 99)).status).toBe(400);
    const rest = await part(total - 100);
    expect(rest.status).toBe(200);
    expect(rest.body.content.refundedAt).toEqual(expect.any(String));
    expect(await available(viewer, passGameId)).toBe(false);
    expect(await part(1)).toMatchObject({ status: 409, body: { context: 'already_refunded' } });

    const receipt = await as<Charge>(t, viewer, { url: `/api/commerce/charges/${charge!.id}` });
    expect(receipt.body.content.refunds.map((r) => r.amount)).toEqual([1, (total - 100) / 100]);
    expect((await audit(charge!.id)).map((e) => e.action)).toEqual([
      'charge.refund',
      'charge.refund',
    ]);
  });

  it('ends a subscription: no access, no renewal', async () => {
    const viewer = await signedInViewer(t);
    await checkout(t, viewer, 'tl-offer-month');
    const [charge] = await chargesOf(viewer);
    expect((await refund(charge!.id)).status).toBe(200);
    const running = await as<CustomerContract[]>(t, viewer, {
      url: '/api/commerce/customer_contracts?active=true',
    });
    expect(running.body.content).toEqual([]);
    // The product may be bought again.
    expect((await checkout(t, viewer, 'tl-offer-month')).status).toBe(200);
  });

  it('refuses a charge that took no money, another tenant’s, and callers who are not operators', async () => {
    const viewer = await signedInViewer(t);
    await checkout(t, viewer, 'tl-offer-month', '0002');
    const [failed] = await chargesOf(viewer);
    expect(await refund(failed!.id)).toMatchObject({
      status: 409,
      body: { context: 'not_charged' },
    });
    await checkout(t, viewer, 'tl-offer-month');
    const [paid] = await chargesOf(viewer);
    expect((await refund(paid!.id, asHarbour, hosts.harbour)).status).toBe(404);
    expect((await refund(paid!.id, asHarbour)).status).toBe(403);
    expect((await refund(paid!.id, { 'x-authorization': `Bearer ${viewer.token}` })).status).toBe(
      403,
    );
    expect((await refund('no-such-charge')).status).toBe(404);
    expect((await refund('bad id!')).status).toBe(400);
    // Still paid: none of the refusals touched it.
    expect((await chargesOf(viewer))[0]!.refundedAt).toBeNull();
  });

  it('lists the tenant’s charges to its operators, one user’s if named', async () => {
    const viewer = await signedInViewer(t);
    await checkout(t, viewer, 'tl-offer-club');
    const mine = await admin('GET', `/api/admin/charges?userId=${viewer.userId}`);
    expect(mine.body.content.entries).toMatchObject([
      { userId: viewer.userId, productId: 'tl-offer-club' },
    ]);
    const harbour = await admin('GET', '/api/admin/charges', undefined, asHarbour, hosts.harbour);
    expect((harbour.body.content.entries as Json[]).some((c) => c.userId === viewer.userId)).toBe(
      false,
    );
  });
});

describe('a receipt', () => {
  it('is its buyer’s only', async () => {
    const owner = await signedInViewer(t);
    await checkout(t, owner, 'tl-offer-club');
    const [charge] = (await as<Charge[]>(t, owner, { url: '/api/commerce/charges' })).body.content;
    const url = `/api/commerce/charges/${charge!.id}`;
    expect((await as(t, owner, { url })).status).toBe(200);
    expect((await as(t, await signedInViewer(t), { url })).status).toBe(404);
    expect((await as(t, await signedInViewer(t, hosts.harbour), { url })).status).toBe(404);
    expect((await as(t, null, { url })).status).toBe(401);
    expect((await as(t, owner, { url: '/api/commerce/charges/bad%20id' })).status).toBe(400);
  });
});
