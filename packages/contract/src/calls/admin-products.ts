// The admin API's products (ADR 061): the tenant's subscriptions (svod, cvod) and pay-per-view
// passes, listed whether on sale or not, made and changed by its operators (audited). Money is in
// the currency's minor unit (cents), as the database keeps it, so no amount is ever rounded.
import { z } from 'zod';
import { defineCall } from '../call';
import { accessItem, durationUnit } from '../entities/product';
import { accessModel } from '../enums';
import { id, isoDate } from '../ids';
import { contentOf } from '../paged';
import { idParams } from './common';

/** An ISO 4217 code that Intl knows (so its minor unit is known on the server and the web). */
export const productCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
  .refine(
    (code) =>
      typeof Intl.supportedValuesOf !== 'function' ||
      Intl.supportedValuesOf('currency').includes(code),
    'must be a known ISO 4217 currency',
  );
export const productTitle = z.string().trim().min(1).max(200);
export const productDescription = z.string().trim().max(2000);
/** Minor units (999 = 9.99 EUR; 500 = 500 JPY); 0 is a free offer (an access code's product). */
export const priceMinor = z.number().int().min(0).max(100_000_000);
export const productDuration = z.number().int().min(1).max(1000);
/** The leagues, categories and teams a subscription unlocks. */
export const productItemIds = z.array(id).max(50);

/** A product as the console edits it. */
export const adminProduct = z.object({
  id: id,
  type: accessModel,
  title: z.string(),
  description: z.string().nullable(),
  /** The game a pass unlocks; null for subscriptions. */
  eventId: id.nullable(),
  priceMinor: z.number().int().nonnegative(),
  currency: z.string(),
  /** How long a subscription lasts per payment; null for a pass. */
  duration: z.number().int().positive().nullable(),
  durationUnits: durationUnit.nullable(),
  autoRenew: z.boolean(),
  /** Whether viewers can buy it; a product taken off sale stays for those who bought it. */
  onSale: z.boolean(),
  items: z.array(accessItem),
  createdAt: isoDate,
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const createProductBody = z
  .object({
    type: accessModel,
    title: productTitle,
    description: productDescription.optional(),
    /** Required for a pass, refused for a subscription. */
    eventId: id.optional(),
    priceMinor: priceMinor,
    currency: productCurrency,
    duration: productDuration.optional(),
    durationUnits: durationUnit.optional(),
    autoRenew: z.boolean().optional(),
    onSale: z.boolean().optional(),
    itemIds: productItemIds.optional(),
  })
  .strict()
  .refine((body) => (body.type === 'ppv') === (body.eventId !== undefined), {
    message: 'a pass names its event; a subscription names none',
    path: ['eventId'],
  })
  .refine(
    (body) =>
      body.type === 'ppv'
        ? body.duration === undefined && body.durationUnits === undefined
        : body.duration !== undefined && body.durationUnits !== undefined,
    {
      message: 'a subscription has a duration and its units; a pass lasts with its game',
      path: ['duration'],
    },
  )
  .refine((body) => body.type !== 'ppv' || !body.itemIds?.length, {
    message: 'a pass unlocks its game, not leagues or teams',
    path: ['itemIds'],
  });
export type CreateProductBody = z.infer<typeof createProductBody>;

/** Type and game are fixed once made: contracts already bought name them. */
export const updateProductBody = z
  .object({
    title: productTitle.optional(),
    description: productDescription.nullable().optional(),
    priceMinor: priceMinor.optional(),
    currency: productCurrency.optional(),
    duration: productDuration.optional(),
    durationUnits: durationUnit.optional(),
    autoRenew: z.boolean().optional(),
    onSale: z.boolean().optional(),
    itemIds: productItemIds.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change');
export type UpdateProductBody = z.infer<typeof updateProductBody>;

const productAnswer = contentOf(adminProduct);

export const listAdminProductsCall = defineCall({
  method: 'GET',
  path: '/api/admin/products',
  auth: 'operator',
  summary: "Operator: the tenant's subscriptions and passes, on sale or not, newest first",
  response: contentOf(z.object({ entries: z.array(adminProduct) })),
});

export const createProductCall = defineCall({
  method: 'POST',
  path: '/api/admin/products',
  auth: 'operator',
  summary: 'Operator: make a subscription or a pass with its price and what it unlocks (audited)',
  body: createProductBody,
  response: productAnswer,
});

export const updateProductCall = defineCall({
  method: 'PATCH',
  path: '/api/admin/products/:id',
  auth: 'operator',
  summary:
    "Operator: change a product's title, price, duration, access items or whether it is on sale (audited)",
  params: idParams,
  body: updateProductBody,
  response: productAnswer,
  errors: ['not_found'],
});
