// Who may watch a game, where, and its ad tags (ADR 061): values as the inputs hold them (country
// codes and ad addresses separated by commas or spaces), checked with the contract's own
// field schemas, and the update call's body with only what changed.
import {
  adTagList,
  adTagUrl,
  regionCode,
  type AdminEvent,
  type UpdateEventBody,
} from '@touchline/contract/calls/admin';
import { commerceCoverage } from '@touchline/contract/enums';
import { z } from 'zod';

/** The codes of a region field, upper case, in the order typed. */
export const codesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');

/** The addresses of the ad field (an address holds no space). */
export const addressesOf = (text: string) => text.split(/\s+/).filter((address) => address !== '');

const regionField = z
  .string()
  .refine((text) => codesOf(text).every((code) => regionCode.safeParse(code).success), 'countries')
  .refine((text) => new Set(codesOf(text)).size === codesOf(text).length, 'countryTwice');

export const eventAccessFormSchema = z
  .object({
    commerceCoverage: commerceCoverage,
    regionAllowed: regionField,
    regionBlocked: regionField,
    adUrls: z
      .string()
      .refine((text) => addressesOf(text).every((url) => adTagUrl.safeParse(url).success), 'adUrl')
      .refine((text) => adTagList.safeParse(addressesOf(text)).success, 'adCount'),
  })
  .refine(
    (values) => {
      const blocked = codesOf(values.regionBlocked);
      return !codesOf(values.regionAllowed).some((code) => blocked.includes(code));
    },
    { message: 'bothRegions', path: ['regionBlocked'] },
  );
export type EventAccessFormValues = z.input<typeof eventAccessFormSchema>;

export const eventAccessValues = (event: AdminEvent): EventAccessFormValues => ({
  commerceCoverage: event.commerceCoverage,
  regionAllowed: event.regionAllowed.join(', '),
  regionBlocked: event.regionBlocked.join(', '),
  adUrls: event.adUrls.join(' '),
});

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** Only what changed; null when nothing did. */
export function toUpdateEventAccess(
  values: EventAccessFormValues,
  before: AdminEvent,
): UpdateEventBody | null {
  const body: UpdateEventBody = {};
  if (values.commerceCoverage !== before.commerceCoverage)
    body.commerceCoverage = values.commerceCoverage;
  const allowed = codesOf(values.regionAllowed);
  if (!same(allowed, before.regionAllowed)) body.regionAllowed = allowed;
  const blocked = codesOf(values.regionBlocked);
  if (!same(blocked, before.regionBlocked)) body.regionBlocked = blocked;
  const ads = addressesOf(values.adUrls);
  if (!same(ads, before.adUrls)) body.adUrls = ads;
  return Object.keys(body).length > 0 ? body : null;
}
