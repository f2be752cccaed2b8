// redeem_access_code: the demo code, a code's use limit and expiry, and the errors of each.
import type { Product, PurchaseResult } from '@touchline/contract/entities/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant-scope';
import { hosts } from '../../../test/test-app';
import { createAccountsTestApp, type AccountsTestApp } from '../auth/accounts-test-kit';
import { insertAccessCodeBatch } from './access-code-repository';
import { createAccessCodeBatch } from './access-code-batch-service';
import { as, signedInViewer, type Viewer } from './commerce-test-kit';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
  const db = t.database.db;
  await insertAccessCodeBatch(
    db,
    {
      tenantId: 'tn-touchline',
      id: 'batch-once',
      productId: 'tl-offer-club',
      label: 'Once',
      useLimit: 1,
    },
    ['CLUB-ONCE-0001'],
  );
  await insertAccessCodeBatch(
    db,
    {
      tenantId: 'tn-touchline',
      id: 'batch-old',
      productId: 'tl-offer-month',
      label: 'Last season',
      expiresAt: new Date(Date.now() - 86_400_000),
    },
    ['MONTH-OLD-0001'],
  );
});
afterAll(() => t.close());

const redeem = (viewer: Viewer | null, code: string) =>
  as<PurchaseResult>(t, viewer, { url: '/api/commerce/redeem_access_code', body: { code } });

describe('POST /api/commerce/redeem_access_code', () => {
  it('grants the season pass for the demo code, typed in any case, once per holder', async () => {
    const viewer = await signedInViewer(t);
    const { status, body } = await redeem(viewer, ' demo-season-pass ');
    expect(status).toBe(200);
    expect(body.content).toMatchObject({
      status: 'succeeded',
      contract: { productId: 'tl-offer-season', status: 'active', price: 0, autoRenew: false },
    });
    expect((await redeem(viewer, 'DEMO-SEASON-PASS')).body).toMatchObject({
      context: 'already_purchased',
    });
    // No use limit: every viewer may use it.
    expect((await redeem(await signedInViewer(t), 'DEMO-SEASON-PASS')).status).toBe(200);
  });

  it('unlocks a paid live game with the season pass', async () => {
    const viewer = await signedInViewer(t);
    await redeem(viewer, 'DEMO-SEASON-PASS');
    const live = await as<{ entries: { id: string }[] }>(t, null, {
      url: '/api/event/list',
      body: { status: 'live', size: 20 },
    });
    expect(live.status).toBe(200);
    const options = await Promise.all(
      live.body.content.entries.map(async (e) => ({
        id: e.id,
        offers: (
          await as<Product[]>(t, null, { url: `/api/event/get_commerce_options?eventId=${e.id}` })
        ).body.content,
      })),
    );
    expect(options.some((o) => o.offers.some((p) => p.id === 'tl-offer-season'))).toBe(true);
  });

  it('answers each failure with its own code', async () => {
    const viewer = await signedInViewer(t);
    expect((await redeem(viewer, 'NO-SUCH-CODE')).body).toMatchObject({
      messageErrorCode: 'access_code_invalid',
    });
    expect(await redeem(viewer, 'MONTH-OLD-0001')).toMatchObject({
      status: 410,
      body: { messageErrorCode: 'access_code_expired' },
    });
    expect((await redeem(viewer, 'CLUB-ONCE-0001')).status).toBe(200);
    expect(await redeem(await signedInViewer(t), 'CLUB-ONCE-0001')).toMatchObject({
      status: 410,
      body: { messageErrorCode: 'access_code_used_up' },
    });
  });

  it('keeps codes to their tenant, and wants a sign-in and a well-formed code', async () => {
    const harbour = await signedInViewer(t, hosts.harbour);
    expect((await redeem(harbour, 'CLUB-ONCE-0001')).body.messageErrorCode).toBe(
      'access_code_invalid',
    );
    expect((await redeem(null, 'DEMO-SEASON-PASS')).status).toBe(401);
    const viewer = await signedInViewer(t);
    expect(await redeem(viewer, 'two words')).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'code' }] },
    });
  });
});

describe('a batch made by an operator', () => {
  const make = (batch: Partial<Parameters<typeof createAccessCodeBatch>[2]> = {}) =>
    withTenant('tn-touchline', () =>
      createAccessCodeBatch(t.database.appDb, 'tn-touchline', {
        productId: 'tl-offer-month',
        count: 3,
        useLimit: 1,
        expiresAt: null,
        label: 'Supporters club',
        ...batch,
      }),
    );

  it('holds distinct, readable codes, each redeemable up to its limit', async () => {
    const { codes } = await make();
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){2}$/);
    expect((await redeem(await signedInViewer(t), codes[0]!)).status).toBe(200);
    expect((await redeem(await signedInViewer(t), codes[0]!)).body.messageErrorCode).toBe(
      'access_code_used_up',
    );
    expect((await redeem(await signedInViewer(t), codes[1]!)).status).toBe(200);
  });

  it('refuses an offer that is not on sale here, and a limit, count or expiry that makes no sense', async () => {
    await expect(make({ productId: 'hb-offer-month' })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(make({ count: 0 })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(make({ useLimit: 0 })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(make({ expiresAt: new Date(Date.now() - 1000) })).rejects.toMatchObject({
      code: 'validation_error',
    });
  });
});
