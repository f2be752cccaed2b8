// The product and game-access bodies (ADR 061): prices per currency's minor unit, a pass without
// duration, only changed fields, nothing sent when nothing changed, and region codes as typed.
import type { AdminEvent } from '@touchline/contract/calls/admin';
import type { AdminProduct } from '@touchline/contract/calls/admin-products';
import { describe, expect, it } from 'vitest';
import { codesOf, eventAccessValues, toUpdateEventAccess } from './event-access-form';
import { priceAccepted, priceText, productValues, toUpdateProduct } from './product-form';

const pass: AdminProduct = {
  id: 'pr-2',
  type: 'ppv',
  title: 'Final pass',
  description: 'The final',
  eventId: 'game-1',
  priceMinor: 1_250,
  currency: 'BHD',
  duration: null,
  durationUnits: null,
  autoRenew: false,
  onSale: true,
  items: [],
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('product prices', () => {
  it('accept as many decimals as the currency has, and no negative or grouped amount', () => {
    expect(priceAccepted('4.50', 'EUR')).toBe(true);
    expect(priceAccepted('4,505', 'EUR')).toBe(false);
    expect(priceAccepted('1.250', 'BHD')).toBe(true);
    expect(priceAccepted('500', 'JPY')).toBe(true);
    expect(priceAccepted('500.5', 'JPY')).toBe(false);
    expect(priceAccepted('0', 'EUR')).toBe(true);
    expect(priceAccepted('-1', 'EUR')).toBe(false);
    expect(priceAccepted('1.000,50', 'EUR')).toBe(false);
    expect(priceAccepted('2000000', 'EUR')).toBe(false);
  });

  it('are written in the viewer’s format with the currency’s digits', () => {
    expect(priceText(4_999, 'EUR', 'de')).toBe('49,99');
    expect(priceText(1_250, 'BHD', 'en')).toBe('1.250');
    expect(priceText(500, 'JPY', 'en')).toBe('500');
  });
});

describe('product updates', () => {
  it('send nothing when nothing changed, and never a duration or items for a pass', () => {
    const values = productValues(pass);
    expect(toUpdateProduct(values, pass)).toBeNull();
    expect(
      toUpdateProduct({ ...values, duration: '3', itemIds: ['league-1'], description: '' }, pass),
    ).toEqual({ description: null });
  });
});

describe('game access', () => {
  const game = {
    commerceCoverage: 'commerce_subscription_media',
    regionAllowed: ['GB'],
    regionBlocked: [],
    adUrls: ['https://ads.example/a.xml'],
  } as unknown as AdminEvent;

  it('reads codes split by commas, spaces or semicolons, in upper case', () => {
    expect(codesOf(' gb,ie;  fr ')).toEqual(['GB', 'IE', 'FR']);
    expect(codesOf('')).toEqual([]);
  });

  it('sends only what changed, and empties a list that was cleared', () => {
    const values = eventAccessValues(game);
    expect(toUpdateEventAccess(values, game)).toBeNull();
    expect(toUpdateEventAccess({ ...values, regionAllowed: '', adUrls: '' }, game)).toEqual({
      regionAllowed: [],
      adUrls: [],
    });
  });
});
