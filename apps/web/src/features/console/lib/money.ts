// Money of the sales screens. The wire carries amounts in the currency's major unit (9.99 EUR)
// while a refund's `amount` is in minor units (999 cents): the digits of the minor unit come from
// Intl, as on the server (commerce-mapper.ts), so JPY (0 digits) and BHD (3) convert right too.
import type { AdminCharge } from '@touchline/contract/calls/admin-commerce';

export const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/** A major-unit amount in minor units, rounded to the unit (0.1 + 0.2 must give 30, not 30.000…4). */
export const toMinor = (amount: number, currency: string) =>
  Math.round(amount * 10 ** minorDigits(currency));

export const fromMinor = (minor: number, currency: string) =>
  Number((minor / 10 ** minorDigits(currency)).toFixed(minorDigits(currency)));

/** What is left to refund of a charge, in minor units (never below zero). */
export function refundableMinor(charge: AdminCharge): number {
  if (charge.status !== 'succeeded' || charge.refundedAt) return 0;
  const refunded = charge.refunds.reduce(
    (sum, refund) => sum + toMinor(refund.amount, charge.currency),
    0,
  );
  return Math.max(0, toMinor(charge.price, charge.currency) - refunded);
}

/** What was refunded so far, in major units. */
export const refundedAmount = (charge: AdminCharge) =>
  fromMinor(
    charge.refunds.reduce((sum, refund) => sum + toMinor(refund.amount, charge.currency), 0),
    charge.currency,
  );

/** An amount in the viewer's format (9,99 € in German); `N/A` products show the bare number. */
export const formatAmount = (amount: number, currency: string, locale: string) =>
  /^[A-Z]{3}$/.test(currency)
    ? new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
    : new Intl.NumberFormat(locale).format(amount);

/**
 * An amount as typed: digits with at most one decimal separator, a comma or a point (a German
 * operator writes 4,50). Thousands separators are refused rather than guessed at. NaN when it is
 * not a number.
 */
export function parseAmount(text: string): number {
  const value = text.trim().replace(/\s/g, '');
  if (!/^\d+([.,]\d+)?$/.test(value)) return Number.NaN;
  return Number(value.replace(',', '.'));
}
