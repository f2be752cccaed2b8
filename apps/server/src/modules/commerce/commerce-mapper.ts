// Offering rows → the contract's Product. Nothing of a row reaches the client except through here.
import type { AccessItem, Product } from '@touchline/contract/entities/product';
import type { CommerceProductRow } from '../../db/schema-commerce';

/** Digits of the currency's minor unit (2 for EUR, 0 for JPY), as ISO 4217 and Intl know them. */
const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/** Minor units → the decimal amount of the wire, exact to the currency's digits. */
export const toPrice = (minor: number, currency: string) => {
  const digits = minorDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
};

/** An offering, not a purchase: nothing is cancelled, processing or paid yet. */
export function toProduct(
  row: CommerceProductRow,
  items: AccessItem[],
  availableInRegion: boolean,
): Product {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventId: row.eventId,
    price: toPrice(row.priceMinor, row.currency),
    currency: row.currency,
    type: row.type,
    isCanceled: false,
    isActive: row.active,
    startDate: row.offerStartsAt?.toISOString() ?? null,
    endDate: row.offerEndsAt?.toISOString() ?? null,
    purchaseProcessing: false,
    lastPayment: null,
    autoRenew: row.autoRenew,
    isEventAvailableInUserRegion: availableInRegion,
    duration: row.duration,
    durationUnits: row.durationUnit,
    allowedAccessIdentityItems: items,
  };
}
