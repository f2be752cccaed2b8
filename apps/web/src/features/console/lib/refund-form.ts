// The refund dialog's amount: typed in major units, checked against what is left of the charge,
// sent in the minor units the API takes (ADR 052: `amount` an integer ≥ 1, up to what is left).
import { z } from 'zod';
import { fromMinor, minorDigits, parseAmount, toMinor } from './money';

/** The field's check; messages are keys under `console.errors`. */
export const refundFormSchema = (remainingMinor: number, currency: string) =>
  z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'required')
      .refine((text) => {
        const amount = parseAmount(text);
        if (!(amount > 0)) return false;
        // More decimals than the currency has (4.555 EUR) is not an amount that can be given back.
        const decimals = text.trim().split(/[.,]/)[1]?.length ?? 0;
        return decimals <= minorDigits(currency);
      }, 'amount')
      .refine((text) => {
        const minor = toMinor(parseAmount(text), currency);
        return !(minor > remainingMinor);
      }, 'amountTooLarge'),
  });
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;

/** The field's first value: all that is left, in major units as the viewer's language writes
 *  them (39,99 in German), without grouping so `parseAmount` reads it back. */
export const remainingText = (remainingMinor: number, currency: string, locale = 'en') =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: minorDigits(currency),
    maximumFractionDigits: minorDigits(currency),
    useGrouping: false,
  }).format(fromMinor(remainingMinor, currency));

/** The call's body: the checked amount in minor units. */
export const toRefundBody = (values: RefundFormValues, currency: string) => ({
  amount: toMinor(parseAmount(values.amount), currency),
});
