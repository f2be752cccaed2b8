// GET /api/commerce/get_subscriptions and get_subscriptions_by_id: the tenant's offers on sale.
import type { Product } from '@touchline/contract/entities/product';
import type { WireError } from '@touchline/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceProducts } from '../../db/schema-commerce';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Not on sale yet: listed nowhere until its offer window opens.
  await t.database.db.insert(commerceProducts).values({
    tenantId: 'tn-touchline',
    id: 'tl-offer-next-season',
    type: 'svod',
    title: 'Next season',
    priceMinor: 8999,
    currency: 'GBP',
    offerStartsAt: new Date(Date.now() + 86_400_000),
    duration: 1,
    durationUnit: 'year',
  });
});
afterAll(() => t.close());

async function get<T>(url: string, host: string = hosts.touchline) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host } });
  return { status: response.statusCode, body: response.json<{ content: T } & WireError>() };
}
const ids = (products: Product[]) => products.map((p) => p.id);

describe('GET /api/commerce/get_subscriptions', () => {
  it('lists the subscriptions on sale, cheapest first, never a pass', async () => {
    const { status, body } = await get<Product[]>('/api/commerce/get_subscriptions');
    expect(status).toBe(200);
    expect(ids(body.content)).toEqual(['tl-offer-club', 'tl-offer-month', 'tl-offer-season']);
    expect(body.content[1]).toMatchObject({
      title: 'Monthly pass',
      price: 9.99,
      currency: 'GBP',
      type: 'svod',
      autoRenew: true,
      duration: 1,
      durationUnits: 'month',
      eventId: null,
    });
    expect(body.content[0]!.allowedAccessIdentityItems).toEqual([
      { id: 'tl-team-riverside-rovers', title: 'Riverside Rovers' },
    ]);
  });

  it('filters by access model', async () => {
    const svod = await get<Product[]>('/api/commerce/get_subscriptions?type=svod');
    expect(ids(svod.body.content)).toEqual(['tl-offer-month', 'tl-offer-season']);
    const cvod = await get<Product[]>('/api/commerce/get_subscriptions?type=cvod');
    expect(ids(cvod.body.content)).toEqual(['tl-offer-club']);
  });

  it('lists the request’s tenant’s offers only', async () => {
    const { body } = await get<Product[]>('/api/commerce/get_subscriptions', hosts.harbour);
    expect(ids(body.content)).toEqual(['hb-offer-club', 'hb-offer-month', 'hb-offer-season']);
    expect(body.content.every((p) => p.currency === 'EUR')).toBe(true);
  });

  it.each(['ppv', 'tvod', ''])('answers 400 naming type for type=%s', async (type) => {
    const { status, body } = await get(`/api/commerce/get_subscriptions?type=${type}`);
    expect(status).toBe(400);
    expect(JSON.stringify(body.fields)).toContain('type');
  });
});

describe('GET /api/commerce/get_subscriptions_by_id/id/:id', () => {
  it('answers a subscription and a pay-per-view pass', async () => {
    const season = await get<Product>('/api/commerce/get_subscriptions_by_id/id/tl-offer-season');
    expect(season.status).toBe(200);
    expect(season.body.content).toMatchObject({ id: 'tl-offer-season', price: 79.99 });
    const [pass] = await t.database.db
      .select({ id: commerceProducts.id, eventId: commerceProducts.eventId })
      .from(commerceProducts)
      .where(and(eq(commerceProducts.tenantId, 'tn-touchline'), eq(commerceProducts.type, 'ppv')))
      .limit(1);
    const one = await get<Product>(`/api/commerce/get_subscriptions_by_id/id/${pass!.id}`);
    expect(one.body.content).toMatchObject({ id: pass!.id, type: 'ppv', eventId: pass!.eventId });
  });

  it('answers 404 with context product for another tenant’s, an unknown or an unsold offer', async () => {
    for (const id of ['hb-offer-season', 'no-such-offer', 'tl-offer-next-season']) {
      const { status, body } = await get(`/api/commerce/get_subscriptions_by_id/id/${id}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: 'not_found', context: 'product' });
    }
    const own = await get<Product>(
      '/api/commerce/get_subscriptions_by_id/id/hb-offer-season',
      hosts.harbour,
    );
    expect(own.status).toBe(200);
  });

  it('answers 400 naming id for a malformed id', async () => {
    const { status, body } = await get('/api/commerce/get_subscriptions_by_id/id/bad!id');
    expect(status).toBe(400);
    expect(JSON.stringify(body.fields)).toContain('id');
  });
});
