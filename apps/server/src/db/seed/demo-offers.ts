// The demo tenants' offers: two all-sports subscriptions (season and month), a club pass for one
// team (cvod) and a pay-per-view pass for every game sold by the game. Prices in minor units.
import type { NewEventRow } from '../schema';
import type { NewCommerceProductRow } from '../schema-commerce';
import type { DemoCatalog } from './demo-catalog';
import { demoIds } from './demo-identities';

/** The demo tenants sell in the currency of their default country (GB, IE). */
const demoCurrencies: Readonly<Record<string, string>> = { touchline: 'GBP', harbour: 'EUR' };

export interface DemoOffers {
  products: NewCommerceProductRow[];
  items: { tenantId: string; productId: string; identityId: string }[];
}

export function buildDemoOffers(
  tenant: { id: string; slug: string },
  catalog: DemoCatalog,
  events: NewEventRow[],
): DemoOffers {
  const ids = demoIds(catalog.code);
  const currency = demoCurrencies[tenant.slug] ?? 'EUR';
  const base = { tenantId: tenant.id, currency, demo: true } as const;
  const everySport = catalog.categories.map((c) => ids.category(c.slug));
  const club = catalog.leagues[0]!.teams[0]!;
  const products: NewCommerceProductRow[] = [
    {
      ...base,
      id: `${catalog.code}-offer-season`,
      type: 'svod',
      title: 'Season pass',
      description: 'Every game of every competition, live and on replay, for a whole season.',
      priceMinor: 7999,
      duration: 1,
      durationUnit: 'year',
      autoRenew: true,
    },
    {
      ...base,
      id: `${catalog.code}-offer-month`,
      type: 'svod',
      title: 'Monthly pass',
      description: 'Every game of every competition, live and on replay. Cancel any time.',
      priceMinor: 999,
      duration: 1,
      durationUnit: 'month',
      autoRenew: true,
    },
    {
      ...base,
      id: `${catalog.code}-offer-club`,
      type: 'cvod',
      title: `${club.name} club pass`,
      description: `Every ${club.name} game, home and away.`,
      priceMinor: 499,
      duration: 1,
      durationUnit: 'month',
      autoRenew: true,
    },
  ];
  const items = [
    ...everySport.flatMap((identityId) =>
      [`${catalog.code}-offer-season`, `${catalog.code}-offer-month`].map((productId) => ({
        tenantId: tenant.id,
        productId,
        identityId,
      })),
    ),
    {
      tenantId: tenant.id,
      productId: `${catalog.code}-offer-club`,
      identityId: ids.team(club.slug),
    },
  ];
  for (const event of events) {
    const sold =
      event.commerceCoverage === 'commerce_ppv_media' ||
      event.commerceCoverage === 'commerce_ppv_subscription_media';
    if (!sold) continue;
    products.push({
      ...base,
      id: `${event.id}-pass`,
      type: 'ppv',
      title: `Match pass: ${event.title}`,
      description: 'This game live and on replay, for as long as it stays on the portal.',
      eventId: event.id,
      priceMinor: 499,
    });
  }
  return { products, items };
}

/** The demo access code of every demo tenant (README "Trying the paywall"): no use limit, no expiry. */
export const demoAccessCode = 'DEMO-SEASON-PASS';

/** One batch per tenant holding the demo code, which grants the season pass. */
export function buildDemoAccessCodes(tenant: { id: string }, catalog: DemoCatalog) {
  return {
    batch: {
      tenantId: tenant.id,
      id: `${catalog.code}-codes-demo`,
      productId: `${catalog.code}-offer-season`,
      label: 'Demo season pass',
      useLimit: null,
      expiresAt: null,
      demo: true,
    },
    codes: [demoAccessCode],
  };
}
