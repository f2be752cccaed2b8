// customer_contracts, get_customer_subscriptions_by_id and cancel_contract: a viewer's own
// purchases, filtered, and a cancellation that keeps access until the period ends.
import type { CustomerContract } from '@touchline/contract/entities/product';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceProducts } from '../../db/schema-commerce';
import { hosts } from '../../../test/test-app';
import { createAccountsTestApp, type AccountsTestApp } from '../auth/accounts-test-kit';
import { as, checkout, signedInViewer, type Viewer } from './commerce-test-kit';

let clock = new Date();
let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({}, () => clock);
});
afterAll(() => t.close());

const contracts = async (viewer: Viewer, query = '') =>
  (await as<CustomerContract[]>(t, viewer, { url: `/api/commerce/customer_contracts${query}` }))
    .body.content;
const cancel = (viewer: Viewer, id: string) =>
  as<CustomerContract>(t, viewer, {
    url: '/api/commerce/cancel_contract',
    body: { platform: 'web', id },
  });

describe('a viewer’s contracts', () => {
  it('lists them newest first, filtered by active and canceled', async () => {
    clock = new Date();
    const viewer = await signedInViewer(t);
    await checkout(t, viewer, 'tl-offer-club');
    clock = new Date(clock.getTime() + 1000);
    const month = (await checkout(t, viewer, 'tl-offer-month')).body.content.contract!;
    expect((await contracts(viewer)).map((c) => c.productId)).toEqual([
      'tl-offer-month',
      'tl-offer-club',
    ]);
    await cancel(viewer, month.id);
    expect((await contracts(viewer, '?canceled=false')).map((c) => c.productId)).toEqual([
      'tl-offer-club',
    ]);
    expect((await contracts(viewer, '?canceled=true')).map((c) => c.productId)).toEqual([
      'tl-offer-month',
    ]);
    expect(await contracts(viewer, '?active=true')).toHaveLength(2);
    expect(await contracts(viewer, '?active=false')).toEqual([]);
    const one = await as<CustomerContract>(t, viewer, {
      url: `/api/commerce/get_customer_subscriptions_by_id/id/${month.id}`,
    });
    expect(one.body.content).toMatchObject({
      id: month.id,
      status: 'canceled',
      isCanceled: true,
      isActive: true,
    });
  });

  it('cancelling keeps access to the end of the period, then the contract is over', async () => {
    clock = new Date();
    const viewer = await signedInViewer(t);
    const bought = (await checkout(t, viewer, 'tl-offer-month')).body.content.contract!;
    const canceled = await cancel(viewer, bought.id);
    expect(canceled.body.content).toMatchObject({
      autoRenew: false,
      isCanceled: true,
      isActive: true,
      endDate: bought.endDate,
    });
    // Cancelling twice answers the same contract.
    expect((await cancel(viewer, bought.id)).body.content.isCanceled).toBe(true);
    clock = new Date(Date.parse(bought.endDate!) + 1000);
    const [after] = await contracts(viewer);
    expect(after).toMatchObject({ status: 'expired', isActive: false });
    expect(await contracts(viewer, '?active=true')).toEqual([]);
  });

  it('refuses to cancel a pass, which does not renew', async () => {
    clock = new Date();
    const viewer = await signedInViewer(t);
    const [pass] = await t.database.db
      .select({ id: commerceProducts.id })
      .from(commerceProducts)
      .where(and(eq(commerceProducts.tenantId, 'tn-touchline'), eq(commerceProducts.type, 'ppv')))
      .limit(1);
    const bought = (await checkout(t, viewer, pass!.id)).body.content.contract!;
    expect(bought).toMatchObject({ type: 'ppv', endDate: null, autoRenew: false });
    expect((await cancel(viewer, bought.id)).body).toMatchObject({ messageErrorCode: 'conflict' });
  });

  it('shows a contract to its holder only, in its tenant only', async () => {
    clock = new Date();
    const owner = await signedInViewer(t);
    const bought = (await checkout(t, owner, 'tl-offer-club')).body.content.contract!;
    const other = await signedInViewer(t);
    const url = `/api/commerce/get_customer_subscriptions_by_id/id/${bought.id}`;
    expect((await as(t, other, { url })).status).toBe(404);
    expect((await cancel(other, bought.id)).status).toBe(404);
    expect(await contracts(other)).toEqual([]);
    const harbour = await signedInViewer(t, hosts.harbour);
    expect((await as(t, harbour, { url })).status).toBe(404);
    // The owner's token does not open the other tenant.
    expect((await as(t, { ...owner, host: hosts.harbour }, { url })).status).toBe(401);
  });

  it('names bad input', async () => {
    const viewer = await signedInViewer(t);
    const wrongPlatform = await as(t, viewer, {
      url: '/api/commerce/cancel_contract',
      body: { platform: 'ios', id: 'c-1' },
    });
    expect(wrongPlatform).toMatchObject({ status: 400, body: { fields: [{ path: 'platform' }] } });
    const badFilter = await as(t, viewer, { url: '/api/commerce/customer_contracts?active=maybe' });
    expect(badFilter.status).toBe(400);
  });
});
