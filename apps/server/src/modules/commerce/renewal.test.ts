// The renewal job with a moved clock: a due subscription is charged for its next period; a failed
// charge puts it past due (access kept), one more try when the grace ends, then it lapses.
import type { Charge, CustomerContract } from '@touchline/contract/entities/product';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceStoredCards } from '../../db/schema-purchases';
import { withTenant } from '../../db/tenant-scope';
import { createAccountsTestApp, type AccountsTestApp } from '../auth/accounts-test-kit';
import { renewalGraceMs } from './commerce-deps';
import { as, cardToken, checkout, signedInViewer, type Viewer } from './commerce-test-kit';
import { renewDueContracts } from './renewal-service';

const tenantId = 'tn-touchline';
let clock = new Date();
let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({}, () => clock);
});
afterAll(() => t.close());

const renew = () => withTenant(tenantId, () => renewDueContracts(t.app.commerce, tenantId, clock));
const contractOf = async (viewer: Viewer) =>
  (await as<CustomerContract[]>(t, viewer, { url: '/api/commerce/customer_contracts' })).body
    .content[0]!;
const chargesOf = async (viewer: Viewer) =>
  (await as<Charge[]>(t, viewer, { url: '/api/commerce/charges' })).body.content;
const after = (iso: string, ms = 1000) => new Date(Date.parse(iso) + ms);

async function swapCard(viewer: Viewer, last4: '0002' | '4242') {
  await t.database.db
    .update(commerceStoredCards)
    .set({ token: cardToken(last4) })
    .where(
      and(
        eq(commerceStoredCards.tenantId, tenantId),
        eq(commerceStoredCards.userId, viewer.userId),
      ),
    );
}

describe('renewal', () => {
  it('charges a due subscription for its next period', async () => {
    clock = new Date();
    const viewer = await signedInViewer(t);
    const bought = (await checkout(t, viewer, 'tl-offer-month')).body.content.contract!;
    clock = after(bought.endDate!);
    expect(await renew()).toMatchObject({ renewed: 1 });
    const renewed = await contractOf(viewer);
    expect(renewed).toMatchObject({ status: 'active', startDate: bought.endDate });
    expect(Date.parse(renewed.endDate!)).toBeGreaterThan(Date.parse(bought.endDate!));
    expect((await chargesOf(viewer)).map((c) => c.kind)).toEqual(['renewal', 'purchase']);
    // Run again at the same moment: nothing more is charged.
    expect(await renew()).toMatchObject({ renewed: 0 });
    expect(await chargesOf(viewer)).toHaveLength(2);
  });

  it('goes past due on a failed charge, keeps access during the grace, then lapses', async () => {
    clock = new Date();
    const viewer = await signedInViewer(t);
    const bought = (await checkout(t, viewer, 'tl-offer-month')).body.content.contract!;
    await swapCard(viewer, '0002');
    clock = after(bought.endDate!);
    expect(await renew()).toMatchObject({ pastDue: 1 });
    expect(await contractOf(viewer)).toMatchObject({
      status: 'processing',
      isActive: true,
      purchaseProcessing: true,
    });
    clock = after(bought.endDate!, renewalGraceMs / 2);
    expect(await renew()).toMatchObject({ renewed: 0, pastDue: 0, expired: 0 });
    clock = after(bought.endDate!, renewalGraceMs + 2000);
    // The grace is over: no access, even before the renewal job has run.
    expect(await contractOf(viewer)).toMatchObject({ isActive: false });
    expect(await renew()).toMatchObject({ expired: 1 });
    expect(await contractOf(viewer)).toMatchObject({ status: 'expired', isActive: false });
    expect((await chargesOf(viewer)).map((c) => [c.kind, c.status])).toEqual([
      ['renewal', 'failed'],
      ['renewal', 'failed'],
      ['purchase', 'succeeded'],
    ]);
  });

  it('recovers when the retry at the end of the grace succeeds', async () => {
    clock = new Date();
    const viewer = await signedInViewer(t);
    const bought = (await checkout(t, viewer, 'tl-offer-month')).body.content.contract!;
    await swapCard(viewer, '0002');
    clock = after(bought.endDate!);
    await renew();
    await swapCard(viewer, '4242');
    clock = after(bought.endDate!, renewalGraceMs + 2000);
    expect(await renew()).toMatchObject({ renewed: 1 });
    expect(await contractOf(viewer)).toMatchObject({ status: 'active', isActive: true });
  });

  it('lets a cancelled subscription expire without a charge', async () => {
    clock = new Date();
    const viewer = await signedInViewer(t);
    const bought = (await checkout(t, viewer, 'tl-offer-month')).body.content.contract!;
    await as(t, viewer, {
      url: '/api/commerce/cancel_contract',
      body: { platform: 'web', id: bought.id },
    });
    clock = after(bought.endDate!);
    expect(await renew()).toMatchObject({ expired: 1, renewed: 0 });
    expect(await chargesOf(viewer)).toHaveLength(1);
  });
});
