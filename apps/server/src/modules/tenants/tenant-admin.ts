// A tenant row as the platform admin sees and writes it (ADR 064): one flat shape over the row's
// name, hosts, public document and settings. Only the fields the admin API names change; the rest
// of the documents (integrations, route rules, the demo marker) is kept as it was.
import type {
  CreatePlatformTenantBody,
  PlatformTenant,
  UpdatePlatformTenantBody,
} from '@touchline/contract/calls/platform-tenants';
import type { TenantRecord, TenantWrite } from './tenant-admin-repository';
import { tenantPublicConfig, tenantSettings, type TenantPublicConfig } from './tenant-documents';

export type TenantFields = Omit<CreatePlatformTenantBody, 'slug'>;

/** What prices were in before tenants named a currency (the seed's offers default to it too). */
const legacyCurrency = 'EUR';

/** A new tenant's public document beyond what the admin sets: no integrations yet. */
const blankConfig: Omit<
  TenantPublicConfig,
  | 'theme'
  | 'languages'
  | 'defaultLanguage'
  | 'features'
  | 'paymentProvider'
  | 'cardPaymentPublicKey'
> = {
  flavour: 'standard',
  customer: {
    app_config: { webAnalyticsId: null, pushId: null, customDomainProductionPushId: null },
    custom_domain_url: null,
    enableNotifications: false,
  },
  appIds: { facebook: null, google: null, apple: null },
  surveyFormUrl: null,
  storeUrl: null,
  appDeepLink: null,
  buildsSocketBase: null,
  errorReportingKey: null,
  routeRules: [],
};

export function toPlatformTenant(record: TenantRecord): PlatformTenant {
  const config = tenantPublicConfig.parse(record.config);
  const settings = tenantSettings.parse(record.settings);
  const { theme } = config;
  return {
    id: record.id,
    slug: record.slug,
    createdAt: record.createdAt.toISOString(),
    hosts: record.hosts,
    brand: {
      name: record.name,
      primary: theme.primary,
      primaryContrast: theme.primaryContrast,
      accent: theme.accent,
      logoUrl: theme.logoUrl,
      faviconUrl: theme.faviconUrl,
    },
    languages: config.languages,
    defaultLanguage: config.defaultLanguage,
    features: config.features,
    defaultCountry: settings.defaultCountry,
    deviceLimit: settings.deviceLimit,
    payment: {
      provider: config.paymentProvider,
      currency: settings.currency ?? legacyCurrency,
      publicKey: config.cardPaymentPublicKey,
    },
    signOn: settings.sso ?? {},
  };
}

/** The current fields with the update's over them. */
export function mergeFields(current: PlatformTenant, update: UpdatePlatformTenantBody) {
  const { id: _id, slug: _slug, createdAt: _createdAt, ...fields } = current;
  const merged: TenantFields = { ...fields, ...update };
  return merged;
}

/**
 * The row to write. `base` is the row as it is (an update), whose other document fields stay;
 * the result is checked against the documents' own schemas, so nothing unreadable is stored. The
 * browser's app ids are rewritten only with the sign-on they belong to.
 */
export function tenantWriteOf(
  fields: TenantFields,
  base: TenantRecord | null,
  signOnChanged = true,
): TenantWrite {
  const baseConfig = base ? tenantPublicConfig.parse(base.config) : blankConfig;
  const baseSettings = base ? tenantSettings.parse(base.settings) : {};
  const { brand, signOn } = fields;
  const config = tenantPublicConfig.parse({
    ...baseConfig,
    theme: {
      primary: brand.primary,
      primaryContrast: brand.primaryContrast,
      accent: brand.accent,
      logoUrl: brand.logoUrl,
      faviconUrl: brand.faviconUrl,
    },
    languages: fields.languages,
    defaultLanguage: fields.defaultLanguage,
    features: fields.features,
    paymentProvider: fields.payment.provider,
    cardPaymentPublicKey: fields.payment.publicKey,
    // The browser's sign-in buttons take their client ids from here: set with the sign-on.
    appIds: signOnChanged
      ? {
          facebook: signOn.facebook?.appId ?? null,
          google: signOn.google?.clientId ?? null,
          apple: signOn.apple?.clientId ?? null,
        }
      : baseConfig.appIds,
  });
  const settings = tenantSettings.parse({
    ...baseSettings,
    defaultCountry: fields.defaultCountry,
    deviceLimit: fields.deviceLimit,
    currency: fields.payment.currency,
    sso: signOn,
  });
  return { name: brand.name, hosts: fields.hosts, config, settings };
}
