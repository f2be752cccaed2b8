// The two demo tenants. They differ in brand, colour mode, languages and feature flags, so the
// same portal visibly changes between http://localhost:PORT and http://127.0.0.1:PORT.
import type { FeatureFlags } from '@touchline/contract/customer-config';
import type { Locale } from '@touchline/contract/enums';
import type { TenantPublicConfig, TenantSettings } from '../../modules/tenants/tenant-documents';
import { harbourCatalog, touchlineCatalog, type DemoCatalog } from './demo-catalog';

export interface DemoTenant {
  id: string;
  slug: string;
  hosts: string[];
  name: string;
  config: TenantPublicConfig;
  settings: Omit<TenantSettings, 'demo'>;
  catalog: DemoCatalog;
}

const allLocales: Locale[] = [
  'en',
  'de',
  'es',
  'fr',
  'fr-CA',
  'he',
  'it',
  'pl',
  'pt',
  'ca',
  'ko',
  'zh',
  'bs-BA',
  'uk-UA',
];

const noIntegrations = {
  customer: {
    app_config: { webAnalyticsId: null, pushId: null, customDomainProductionPushId: null },
    custom_domain_url: null,
    enableNotifications: false,
  },
  appIds: { facebook: null, google: null, apple: null },
  surveyFormUrl: null,
  storeUrl: null,
  appDeepLink: null,
  cardPaymentPublicKey: null,
  paymentProvider: 'sandbox',
  buildsSocketBase: null,
  errorReportingKey: null,
  routeRules: [],
} satisfies Partial<TenantPublicConfig>;

// Every feature on; the two flags that switch something off (disableTeamPage, and
// federationSkipLogin, which needs a federation provider) stay off.
const touchlineFeatures: FeatureFlags = {
  matchStats: true,
  gameHighlights: true,
  playerHighlights: true,
  leaguesView: true,
  smartBanner: true,
  whiteTheme: true,
  facebookLogin: true,
  googleLogin: true,
  appleLogin: true,
  clubSelection: true,
  clubSelectionSkip: false,
  disableTeamPage: false,
  shortTeamNames: true,
  genderClassification: true,
  realKickoffTime: true,
  federationSkipLogin: false,
};

const harbourFeatures: FeatureFlags = {
  matchStats: false,
  gameHighlights: true,
  playerHighlights: false,
  leaguesView: true,
  smartBanner: false,
  whiteTheme: false,
  facebookLogin: false,
  googleLogin: false,
  appleLogin: false,
  clubSelection: false,
  // Harbour lets viewers skip the club choice whenever it asks for one.
  clubSelectionSkip: true,
  disableTeamPage: true,
  shortTeamNames: false,
  genderClassification: true,
  realKickoffTime: false,
  federationSkipLogin: false,
};

export const demoTenants: DemoTenant[] = [
  {
    id: 'tn-touchline',
    slug: 'touchline',
    hosts: ['localhost'],
    name: 'Touchline Sports',
    config: {
      ...noIntegrations,
      // Analytics, error reporting and push go to this server (ADR 042); all identifiers are public.
      customer: {
        app_config: {
          webAnalyticsId: 'touchline-web',
          pushId: 'touchline-push',
          customDomainProductionPushId: 'touchline-push-custom-domain',
        },
        custom_domain_url: null,
        enableNotifications: true,
      },
      // The portal's own demo form (ADR 048), framed by the survey dialog.
      surveyFormUrl: '/survey/',
      errorReportingKey: '5f0c2a9e7b3d4c1a8e6f9b2d0a4c7e13',
      storeUrl: 'https://play.google.com/store/apps/details?id=tv.touchline.demo',
      theme: {
        primary: '#1d4ed8',
        primaryContrast: '#ffffff',
        accent: '#14b8a6',
        logoUrl: '/media/images/tenants/touchline.svg',
        faviconUrl: '/media/images/tenants/touchline.svg',
      },
      languages: allLocales,
      defaultLanguage: 'en',
      flavour: 'standard',
      features: touchlineFeatures,
    },
    settings: { defaultCountry: 'GB', deviceLimit: 5, currency: 'GBP' },
    catalog: touchlineCatalog,
  },
  {
    id: 'tn-harbour',
    slug: 'harbour',
    hosts: ['127.0.0.1'],
    name: 'Harbour Basketball Federation',
    config: {
      ...noIntegrations,
      customer: {
        ...noIntegrations.customer,
        app_config: {
          webAnalyticsId: 'harbour-web',
          pushId: 'harbour-push',
          customDomainProductionPushId: null,
        },
        enableNotifications: true,
      },
      // The portal's own demo form (ADR 048), framed by the survey dialog.
      surveyFormUrl: '/survey/',
      errorReportingKey: '9d41b7c06e2f4a85b3c1d7e09f6a2b48',
      storeUrl: 'https://apps.apple.com/app/harbour-basketball/id6450000000',
      theme: {
        primary: '#f97316',
        primaryContrast: '#0a0a0a',
        accent: '#fbbf24',
        logoUrl: '/media/images/tenants/harbour.svg',
        faviconUrl: '/media/images/tenants/harbour.svg',
      },
      languages: ['en', 'de', 'he', 'fr'],
      defaultLanguage: 'en',
      flavour: 'alternate',
      features: harbourFeatures,
    },
    settings: { defaultCountry: 'IE', deviceLimit: 3, streamLimit: 2, currency: 'EUR' },
    catalog: harbourCatalog,
  },
];
