// The sales commands of `npm run operator` (ADR 061): make or change a product, and set who may
// watch a game, where, and its ad tags. They go through the running portal's admin API (the
// console's calls, audited there), are checked with the same contract schemas, and print one
// JSON object.
import { updateEventBody, type UpdateEventBody } from '@touchline/contract/calls/admin';
import {
  createProductBody,
  updateProductBody,
  type CreateProductBody,
  type UpdateProductBody,
} from '@touchline/contract/calls/admin-products';
import type { CommerceCoverage } from '@touchline/contract/enums';
import { id } from '@touchline/contract/ids';
import type { z } from 'zod';

export type SalesCommand =
  | { name: 'create-product'; tenant: string; body: CreateProductBody }
  | { name: 'update-product'; tenant: string; productId: string; body: UpdateProductBody }
  | { name: 'set-event-access'; tenant: string; eventId: string; body: UpdateEventBody };

export const salesCommandNames = ['create-product', 'update-product', 'set-event-access'] as const;

export interface SalesValues {
  type?: string;
  title?: string;
  description?: string;
  event?: string;
  product?: string;
  price?: string;
  currency?: string;
  duration?: string;
  units?: string;
  items?: string;
  'auto-renew'?: string;
  'on-sale'?: string;
  access?: string;
  allow?: string;
  block?: string;
  ads?: string;
}

export class SalesUsageError extends Error {}

/** `--access` in words; the API's names are the coverage values. */
const accessNames: Record<string, CommerceCoverage> = {
  free: 'commerce_free_media',
  pass: 'commerce_ppv_media',
  subscription: 'commerce_subscription_media',
  'pass-or-subscription': 'commerce_ppv_subscription_media',
};

/** Flags named like the body's fields where they differ. */
const flagOf: Record<string, string> = {
  priceMinor: 'price',
  durationUnits: 'units',
  itemIds: 'items',
  autoRenew: 'auto-renew',
  onSale: 'on-sale',
  eventId: 'event',
  commerceCoverage: 'access',
  regionAllowed: 'allow',
  regionBlocked: 'block',
  adUrls: 'ads',
};

function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  throw new SalesUsageError(`--${flagOf[field] ?? (field || 'value')}: ${issue.message}`);
}

const numberOf = (value: string | undefined, flag: string) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()))
    throw new SalesUsageError(`--${flag} must be a whole number, got "${value}"`);
  return Number(value.trim());
};

const yesNo = (value: string | undefined, flag: string) => {
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no') return false;
  throw new SalesUsageError(`--${flag} must be true or false, got "${value}"`);
};

/** A comma-separated list; an empty value is an empty list (clears it). */
const listOf = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');

const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

function idOf(value: string | undefined, flag: string) {
  const text = value?.trim() ?? '';
  if (!id.safeParse(text).success)
    throw new SalesUsageError(`--${flag} must be an id, got "${text}"`);
  return text;
}

function productFields(values: SalesValues) {
  return {
    title: values.title,
    description: values.description,
    priceMinor: numberOf(values.price, 'price'),
    currency: values.currency?.trim().toUpperCase(),
    duration: numberOf(values.duration, 'duration'),
    durationUnits: values.units,
    autoRenew: yesNo(values['auto-renew'], 'auto-renew'),
    onSale: yesNo(values['on-sale'], 'on-sale'),
    itemIds: listOf(values.items),
  };
}

/** The command for `name`, or null when `name` is not a sales command. */
export function parseSalesCommand(
  name: string,
  tenant: string,
  values: SalesValues,
): SalesCommand | null {
  switch (name) {
    case 'create-product':
      return {
        name,
        tenant,
        body: checked(
          createProductBody,
          defined({ type: values.type, eventId: values.event?.trim(), ...productFields(values) }),
        ),
      };
    case 'update-product':
      return {
        name,
        tenant,
        productId: idOf(values.product, 'product'),
        body: checked(updateProductBody, defined(productFields(values))),
      };
    case 'set-event-access': {
      const access = values.access?.trim();
      if (access !== undefined && !(access in accessNames))
        throw new SalesUsageError(
          `--access must be ${Object.keys(accessNames).join(', ')}, got "${access}"`,
        );
      return {
        name,
        tenant,
        eventId: idOf(values.event, 'event'),
        body: checked(
          updateEventBody,
          defined({
            commerceCoverage: access === undefined ? undefined : accessNames[access],
            regionAllowed: listOf(values.allow),
            regionBlocked: listOf(values.block),
            adUrls: listOf(values.ads),
          }),
        ),
      };
    }
    default:
      return null;
  }
}

export const salesUsage = `  npm run operator -- create-product --type svod|cvod|ppv --title <text> --price <minor units>
                       --currency <ISO 4217> [--event <game id> (a pass)] [--duration <n>
                       --units day|week|month|year (a subscription)] [--items <id,id…>]
                       [--auto-renew true|false] [--on-sale true|false] [--description <text>]
                       → {"productId": …}
  npm run operator -- update-product --product <id> [--title …] [--price …] [--currency …]
                       [--duration …] [--units …] [--items …] [--on-sale true|false] …
                       → {"productId": …, "onSale": …}
  npm run operator -- set-event-access --event <id> [--access free|pass|subscription|
                       pass-or-subscription] [--allow <GB,IE…>] [--block <US,…>]
                       [--ads <https URL,…>]   (an empty value clears a list)
                       → {"eventId": …, "commerceCoverage": …, "regionAllowed": […], …}
`;
