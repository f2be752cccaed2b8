// Contract-valid sample data for the web tests; each test overrides what it is about.
import type { AdminCharge } from '@touchline/contract/calls/admin-commerce';
import type { EventListResponse } from '@touchline/contract/calls/event-list';
import { customerConfig, type CustomerConfig } from '@touchline/contract/customer-config';
import { event as eventSchema, type Event } from '@touchline/contract/entities/event';
import { identity as identitySchema, type Identity } from '@touchline/contract/entities/identity';
import type { PagedResult } from '@touchline/contract/paged';

export function sampleConfig(overrides: Partial<CustomerConfig> = {}): CustomerConfig {
  return customerConfig.parse({
    tenantId: 'tenant-1',
    shortName: 'tl',
    name: 'Touchline Sports',
    theme: {
      primary: '#2f6bff',
      primaryContrast: '#ffffff',
      accent: '#16d39a',
      logoUrl: '/media/images/logo.svg',
      faviconUrl: null,
    },
    languages: ['en', 'de', 'he'],
    defaultLanguage: 'en',
    flavour: 'standard',
    features: {
      matchStats: true,
      gameHighlights: true,
      playerHighlights: true,
      leaguesView: true,
      smartBanner: false,
      whiteTheme: true,
      facebookLogin: false,
      googleLogin: false,
      appleLogin: false,
      clubSelection: false,
      clubSelectionSkip: false,
      disableTeamPage: false,
      shortTeamNames: false,
      genderClassification: false,
      realKickoffTime: false,
      federationSkipLogin: false,
    },
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
    apiBaseUrl: '/',
    appVersion: '1.0.0',
    errorReportingKey: null,
    routeRules: [],
    sso: { ifaEnabled: false, ifa: null },
    ...overrides,
  });
}

export function sampleEvent(overrides: Partial<Event> = {}): Event {
  return eventSchema.parse({
    id: 'ev-1',
    title: 'Riverside FC vs Harbor United',
    metaTitle: null,
    eventId: 'ev-1',
    referenceId: null,
    eventDescription: null,
    sportType: 'football',
    eventType: 'event',
    gameType: null,
    eventStatus: 'upcoming',
    gender: null,
    categories: [{ id: 'league-1', title: 'Coastal League' }],
    commerceCoverage: 'commerce_free_media',
    commerceType: 'free',
    isExternal: false,
    isEventAvailableForUser: true,
    isEventAvailableInUserRegion: true,
    isEnabledVidswapStats: false,
    geniusId: null,
    date: '2025-06-14T17:30:00.000Z',
    gameStartDate: '2025-06-14T17:30:00.000Z',
    endDate: null,
    duration: null,
    ads: [],
    imageUrl: '/media/posters/poster-1.jpg',
    team1: { id: 'team-1', name: 'Riverside FC', logoUrl: null, color: '#1d4ed8' },
    team2: { id: 'team-2', name: 'Harbor United', logoUrl: null, color: '#facc15' },
    score: null,
    source: { hd: null, panoramic: null, poster: null, clip: null, epg: null },
    ...overrides,
  });
}

export function sampleIdentity(overrides: Partial<Identity> = {}): Identity {
  return identitySchema.parse({
    id: 'league-1',
    mediaType: 'identity',
    kind: 'league',
    parentId: null,
    archived: false,
    title: 'Coastal League',
    order: 0,
    mainCategories: [],
    imageUrl: null,
    bannerUrl: null,
    banners: [],
    mobileBanners: [],
    logoUrl: null,
    identityIds: [],
    facebookUrl: null,
    instagramUrl: null,
    xUrl: null,
    webUrl: null,
    ...overrides,
  });
}

/** The Paged result of spec §3 holding these entries (one page). */
export function pagedOf<T>(entries: T[], nextExists = false): PagedResult<T> {
  return {
    content: {
      entryCount: entries.length,
      totalCount: entries.length,
      itemsPerPage: 10,
      startIndex: 0,
      count: entries.length,
      nextExists,
      entries,
    },
  };
}

export function pageOf(entries: Event[], nextExists = false): EventListResponse {
  return pagedOf(entries, nextExists);
}

/** A tenant's federation (`ifa`) client as the public config carries it. */
export const sampleFederationClient = {
  issuer: 'https://id.federation.example',
  authorizationEndpoint: 'https://id.federation.example/auth',
  clientId: 'touchline-portal',
  scope: 'openid email profile',
};

/** The demo's monthly subscription as the commerce calls answer it. */
export const sampleOffer = {
  id: 'tl-offer-month',
  title: 'Monthly pass',
  description: null,
  eventId: null,
  price: 9.99,
  currency: 'GBP',
  type: 'svod',
  isCanceled: false,
  isActive: true,
  startDate: null,
  endDate: null,
  purchaseProcessing: false,
  lastPayment: null,
  autoRenew: true,
  isEventAvailableInUserRegion: true,
  duration: 1,
  durationUnits: 'month',
  allowedAccessIdentityItems: [],
};

/** A settled €49.99 test-mode purchase, nothing refunded, as the admin charges call lists it. */
export function sampleAdminCharge(overrides: Partial<AdminCharge> = {}): AdminCharge {
  return {
    id: 'ch-1',
    contractId: 'ct-1',
    productId: 'offer-season',
    title: 'Season pass',
    kind: 'purchase',
    status: 'succeeded',
    price: 49.99,
    currency: 'EUR',
    failureCode: null,
    testMode: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    card: null,
    refundedAt: null,
    refunds: [],
    userId: 'user-1',
    ...overrides,
  };
}
