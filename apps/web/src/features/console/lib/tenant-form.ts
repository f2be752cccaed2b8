// The tenant form of platform admins (ADR 064): its values as inputs hold them, their checks (the
// contract's own schemas, so the form refuses what the platform API would), and the create and
// update bodies built from them.
import { featureFlags, type FeatureFlags } from '@touchline/contract/customer-config';
import {
  brandColour,
  createPlatformTenantBody,
  newTenantDefaults,
  paymentProvider,
  signOnSettings,
  tenantHost,
  tenantPayment,
  tenantSlug,
  type CreatePlatformTenantBody,
  type PlatformTenant,
  type UpdatePlatformTenantBody,
} from '@touchline/contract/calls/platform-tenants';
import { locale, type Locale } from '@touchline/contract/enums';
import { z } from 'zod';
import { accepted } from './field-rules';

const rules = createPlatformTenantBody.shape;

/** `a.example, b.example` → the host names; blanks between commas are dropped. */
export const hostsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

const signOnOf = (text: string): unknown => {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const featureNames = Object.keys(featureFlags.shape) as (keyof FeatureFlags)[];

/** The form's checks; the slug is only typed when a tenant is created, fixed after. */
export const tenantFormSchema = (creating: boolean) =>
  z
    .object({
      slug: creating ? z.string().refine(accepted(tenantSlug), 'slug') : z.string(),
      name: z
        .string()
        .trim()
        .min(1, 'required')
        .refine(accepted(rules.brand.shape.name), 'tooLong'),
      hosts: z
        .string()
        .refine(
          (text) =>
            hostsOf(text).length > 0 &&
            new Set(hostsOf(text)).size === hostsOf(text).length &&
            hostsOf(text).every((host) => tenantHost.safeParse(host).success),
          'hosts',
        ),
      primary: z.string().refine(accepted(brandColour), 'colour'),
      primaryContrast: z.string().refine(accepted(brandColour), 'colour'),
      accent: z.string().refine(accepted(brandColour), 'colour'),
      logoUrl: z.string().refine(accepted(rules.brand.shape.logoUrl), 'logoUrl'),
      languages: z.array(locale).min(1, 'languages'),
      defaultLanguage: locale,
      features: featureFlags,
      defaultCountry: z.string().refine(accepted(rules.defaultCountry), 'country'),
      deviceLimit: z
        .string()
        .refine(accepted(z.coerce.number().pipe(rules.deviceLimit)), 'deviceLimit'),
      provider: paymentProvider,
      currency: z.string().refine(accepted(tenantPayment.shape.currency), 'currency'),
      publicKey: z.string().max(200, 'tooLong'),
      signOn: z
        .string()
        .refine((text) => signOnSettings.strict().safeParse(signOnOf(text)).success, 'signOn'),
    })
    .refine((values) => values.languages.includes(values.defaultLanguage), {
      message: 'defaultLanguage',
      path: ['defaultLanguage'],
    });
export type TenantFormValues = z.input<ReturnType<typeof tenantFormSchema>>;

export const emptyTenant = (): TenantFormValues => ({
  slug: '',
  name: '',
  hosts: '',
  primary: newTenantDefaults.brand.primary,
  primaryContrast: newTenantDefaults.brand.primaryContrast,
  accent: newTenantDefaults.brand.accent,
  logoUrl: newTenantDefaults.brand.logoUrl,
  languages: [...newTenantDefaults.languages],
  defaultLanguage: newTenantDefaults.defaultLanguage,
  features: { ...newTenantDefaults.features },
  defaultCountry: newTenantDefaults.defaultCountry,
  deviceLimit: String(newTenantDefaults.deviceLimit),
  provider: newTenantDefaults.payment.provider,
  currency: newTenantDefaults.payment.currency,
  publicKey: '',
  signOn: '',
});

export const tenantValues = (tenant: PlatformTenant): TenantFormValues => ({
  slug: tenant.slug,
  name: tenant.brand.name,
  hosts: tenant.hosts.join(', '),
  primary: tenant.brand.primary,
  primaryContrast: tenant.brand.primaryContrast,
  accent: tenant.brand.accent,
  logoUrl: tenant.brand.logoUrl,
  languages: [...tenant.languages],
  defaultLanguage: tenant.defaultLanguage,
  features: { ...tenant.features },
  defaultCountry: tenant.defaultCountry,
  deviceLimit: String(tenant.deviceLimit),
  provider: tenant.payment.provider,
  currency: tenant.payment.currency,
  publicKey: tenant.payment.publicKey ?? '',
  signOn: Object.keys(tenant.signOn).length > 0 ? JSON.stringify(tenant.signOn, null, 2) : '',
});

/** Every field but the slug, as the platform API takes them. */
function fieldsOf(values: TenantFormValues, faviconUrl: string | null) {
  return {
    hosts: hostsOf(values.hosts),
    brand: {
      name: values.name.trim(),
      primary: values.primary.trim(),
      primaryContrast: values.primaryContrast.trim(),
      accent: values.accent.trim(),
      logoUrl: values.logoUrl.trim(),
      faviconUrl,
    },
    // In the order the portal lists its languages, whatever order they were ticked in.
    languages: locale.options.filter((code: Locale) => values.languages.includes(code)),
    defaultLanguage: values.defaultLanguage,
    features: featureFlags.parse(values.features),
    defaultCountry: values.defaultCountry.trim(),
    deviceLimit: Number(values.deviceLimit),
    payment: {
      provider: values.provider,
      currency: values.currency.trim(),
      publicKey: values.publicKey.trim() === '' ? null : values.publicKey.trim(),
    },
    signOn: signOnSettings.parse(signOnOf(values.signOn)),
  };
}

export const toCreateTenant = (values: TenantFormValues): CreatePlatformTenantBody => ({
  slug: values.slug.trim(),
  ...fieldsOf(values, null),
});

/** JSON with every object's keys in order: equal values compare equal however they were built. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** Only what changed; null when nothing did. */
export function toUpdateTenant(
  values: TenantFormValues,
  before: PlatformTenant,
): UpdatePlatformTenantBody | null {
  const next = fieldsOf(values, before.brand.faviconUrl);
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(next)) {
    const was = before[field as keyof typeof next];
    if (canonical(value) !== canonical(was)) body[field] = value;
  }
  // Languages and their default are checked together by the API: they travel together.
  if ('languages' in body || 'defaultLanguage' in body) {
    body.languages = next.languages;
    body.defaultLanguage = next.defaultLanguage;
  }
  return Object.keys(body).length > 0 ? body : null;
}
