// Business constants and limits of spec §9, plus the server-side bounds decisions.md implies.

export const limits = {
  defaultPageSize: 10,
  /** Largest page a client may ask for; the tag list asks for 999. */
  maxPageSize: 999,
  maxPage: 1_000_000,
  userClips: 10,
  eventUserMedia: 24,
  highlights: 24,
  tags: 999,
  follows: 150,
  subCategories: 100,
  mainCategoriesMin: 50,
  mainCategoriesMax: 100,
} as const;

export const defaults = { title: 'NO TITLE', currency: 'N/A', apiBaseUrl: '/' } as const;

export const tokenRules = {
  /** Refresh once this share of the access token's lifetime has passed. */
  refreshThreshold: 0.8,
  accessTokenSeconds: 15 * 60,
  refreshAbsoluteSeconds: 30 * 24 * 3600,
  refreshIdleSeconds: 7 * 24 * 3600,
  limitedTokenSeconds: 10 * 60,
} as const;

export const pushRules = { sdkTimeoutMs: 30_000 } as const;
export const routeRules = {
  reloadGuardMs: 10_000,
  maxConcurrentPreloads: 4,
  cookiePath: '/',
} as const;

export const socialPopup = {
  minWidth: 512,
  minHeight: 730,
  pollMs: 500,
  scopes: {
    google: 'openid email profile',
    facebook: 'public_profile,email',
    apple: 'name email',
    ifa: 'profile',
  },
  facebookSdkVersion: 'v15.0',
} as const;

export const cookies = {
  locale: { name: 'i18n_redirected', days: 365 },
  analyticsMs: 31_536_000_000,
  smartBannerMinutes: { production: 60, other: 2 },
} as const;

export const analyticsBatching = { maxEvents: 10, timeoutMs: 5_000, maxRetries: 10 } as const;

export const errorReporting = {
  breadcrumbs: 25,
  breadcrumbsLimit: 100,
  eventsPerSession: 10,
  eventsPerSessionRange: [1, 100],
  payloadLimitBytes: 1_000_000,
  redactedKeys: ['password'],
  apiKeyPattern: /^[0-9a-f]{32}$/i,
} as const;

export const survey = {
  name: 'survey_user_experience_1',
  standard: { delayMs: 20_000, accountAgeMs: 7 * 24 * 3600_000, repromptMs: 1440 * 60_000 },
  alternate: { delayMs: 5_000, accountAgeMs: 30 * 60_000, repromptMs: 10 * 60_000 },
} as const;

export const toast = { durationMs: 4000, closeAnimationMs: 150, position: 'top' } as const;
export const images = { width: 320, height: 180 } as const;
export const socketRules = {
  path: '/ws',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

export const breakpoints = {
  setOne: { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 },
  setTwo: {
    '3xs': 360,
    '2xs': 480,
    xs: 600,
    sm: 768,
    md: 1024,
    lg: 1280,
    xl: 1440,
    '2xl': 1600,
    '3xl': 1920,
    '4xl': 2560,
  },
} as const;

export const ui = {
  tooltipDelayMs: 200,
  dropdownHoverCloseMs: 400,
  animationMs: 250,
  clipboardFeedbackMs: 1500,
} as const;

export const themeColours = { dark: '#0f1624', light: '#f4f7fc' } as const;
/** Right-to-left locales (decisions.md: only Hebrew). */
export const rtlLocales = ['he'] as const;
export const deviceLimitDefault = 5;

/** Browser storage keys; the session key is the spec's, the others are Touchline's own. */
export const storageKeys = {
  session: 'ott-data',
  colourMode: 'touchline-colour-mode',
  deviceId: 'touchline-device-id',
} as const;

/**
 * How much of one paid game a viewer may keep in clips. A viewer's own clip plays for them
 * whatever they hold (spec: isEventAvailableForUser is true for user clips), so without a bound a
 * month's pass could be cut into a lasting copy of every game it covered.
 */
export const paidGameClipSeconds = 600;
