// The product form: values as the inputs hold them (the price as typed in the viewer's format,
// 4,50 or 4.50), their checks with the contract's field schemas, and the bodies of the create and
// update calls, the price in the currency's minor unit (ADR 061).
import {
  createProductBody,
  type AdminProduct,
  type CreateProductBody,
  type UpdateProductBody,
} from '@touchline/contract/calls/admin-products';
import { durationUnit } from '@touchline/contract/entities/product';
import { accessModel } from '@touchline/contract/enums';
import { z } from 'zod';
import { accepted, blankOr } from './field-rules';
import { fromMinor, minorDigits, parseAmount, toMinor } from './money';

const shape = createProductBody.shape;

/** Whether the currency is one the API takes (so its minor unit is known). */
const knownCurrency = (code: string) => shape.currency.safeParse(code.trim().toUpperCase()).success;

/** A price as typed: a number ≥ 0 with no more decimals than the currency has. */
export function priceAccepted(text: string, currency: string): boolean {
  const amount = parseAmount(text);
  if (!(amount >= 0)) return false;
  if (!knownCurrency(currency)) return true; // the currency field says what is wrong
  const decimals = text.trim().split(/[.,]/)[1]?.length ?? 0;
  const code = currency.trim().toUpperCase();
  return decimals <= minorDigits(code) && shape.priceMinor.safeParse(toMinor(amount, code)).success;
}

export const productFormSchema = z
  .object({
    type: accessModel,
    title: z.string().trim().min(1, 'required').refine(accepted(shape.title), 'tooLong'),
    description: z.string().refine(blankOr(shape.description.unwrap()), 'tooLong'),
    eventId: z.string(),
    price: z.string().trim().min(1, 'required'),
    currency: z.string().trim().min(1, 'required').refine(knownCurrency, 'currency'),
    duration: z.string(),
    durationUnits: durationUnit,
    autoRenew: z.boolean(),
    onSale: z.boolean(),
    itemIds: z.array(z.string()),
  })
  .refine((values) => priceAccepted(values.price, values.currency), {
    message: 'price',
    path: ['price'],
  })
  .refine((values) => values.type !== 'ppv' || values.eventId !== '', {
    message: 'required',
    path: ['eventId'],
  })
  .refine(
    (values) =>
      values.type === 'ppv' ||
      (/^\d+$/.test(values.duration.trim()) &&
        shape.duration.unwrap().safeParse(Number(values.duration.trim())).success),
    { message: 'duration', path: ['duration'] },
  );
export type ProductFormValues = z.input<typeof productFormSchema>;

export const emptyProduct = (currency = 'EUR'): ProductFormValues => ({
  type: 'svod',
  title: '',
  description: '',
  eventId: '',
  price: '',
  currency,
  duration: '1',
  durationUnits: 'month',
  autoRenew: true,
  onSale: true,
  itemIds: [],
});

/** The price as the viewer's language writes it (4,50 in German), without grouping so it reads back. */
export const priceText = (minor: number, currency: string, locale = 'en') =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: minorDigits(currency),
    maximumFractionDigits: minorDigits(currency),
    useGrouping: false,
  }).format(fromMinor(minor, currency));

export const productValues = (product: AdminProduct, locale = 'en'): ProductFormValues => ({
  type: product.type,
  title: product.title,
  description: product.description ?? '',
  eventId: product.eventId ?? '',
  price: priceText(product.priceMinor, product.currency, locale),
  currency: product.currency,
  duration: product.duration === null ? '1' : String(product.duration),
  durationUnits: product.durationUnits ?? 'month',
  autoRenew: product.autoRenew,
  onSale: product.onSale,
  itemIds: product.items.map((item) => item.id),
});

const priceOf = (values: ProductFormValues) => {
  const currency = values.currency.trim().toUpperCase();
  return { currency, priceMinor: toMinor(parseAmount(values.price), currency) };
};

/** A pass names its game and lasts with it; a subscription names its duration and access items. */
export function toCreateProduct(values: ProductFormValues): CreateProductBody {
  const common = {
    title: values.title.trim(),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
    ...priceOf(values),
    onSale: values.onSale,
  };
  if (values.type === 'ppv') return { ...common, type: 'ppv', eventId: values.eventId };
  return {
    ...common,
    type: values.type,
    duration: Number(values.duration.trim()),
    durationUnits: values.durationUnits,
    autoRenew: values.autoRenew,
    itemIds: values.itemIds,
  };
}

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Only what changed (type and game are fixed once made); null when nothing did. */
export function toUpdateProduct(
  values: ProductFormValues,
  before: AdminProduct,
): UpdateProductBody | null {
  const body: UpdateProductBody = {};
  if (values.title.trim() !== before.title) body.title = values.title.trim();
  const description = values.description.trim() || null;
  if (description !== before.description) body.description = description;
  const { currency, priceMinor } = priceOf(values);
  if (priceMinor !== before.priceMinor) body.priceMinor = priceMinor;
  if (currency !== before.currency) body.currency = currency;
  if (values.onSale !== before.onSale) body.onSale = values.onSale;
  if (before.type !== 'ppv') {
    const duration = Number(values.duration.trim());
    if (duration !== before.duration) body.duration = duration;
    if (values.durationUnits !== before.durationUnits) body.durationUnits = values.durationUnits;
    if (values.autoRenew !== before.autoRenew) body.autoRenew = values.autoRenew;
    const items = before.items.map((item) => item.id);
    if (!sameItems(values.itemIds, items)) body.itemIds = values.itemIds;
  }
  return Object.keys(body).length > 0 ? body : null;
}
