// The values of spec §3's enumerations as plain lists: the zod enums of enums.ts are built from
// them, and the portal's first load reads them without loading zod.

export const mediaKindValues = [
  'event',
  'clip',
  'user_clip',
  'user_highlight',
  'highlight',
] as const;
export const eventListingStateValues = ['live', 'upcoming', 'archived', 'channel'] as const;
export const eventStatusValues = [
  'live',
  'upcoming',
  'channel',
  'vod',
  'training',
  'other',
] as const;
export const otherEventKindValues = ['training', 'other'] as const;
export const commerceMediaTypeValues = [
  'free',
  'members',
  'ppv',
  'transactional',
  'subscription basic',
] as const;
export const commerceCoverageValues = [
  'commerce_free_media',
  'commerce_ppv_media',
  'commerce_subscription_media',
  'commerce_ppv_subscription_media',
] as const;
export const accessModelValues = ['ppv', 'svod', 'cvod'] as const;
export const tagKindValues = ['game', 'player', 'user'] as const;
export const highlightKindValues = ['auto', 'recap', 'condensed', 'clip', 'highlight'] as const;
export const bannerKindValues = ['vertical_banner', 'horizontal_banner', 'image'] as const;
export const themeValues = ['dark', 'light'] as const;
export const colourModePreferenceValues = ['light', 'dark', 'system'] as const;
export const deviceTypeValues = ['mobile', 'tablet', 'desktop'] as const;
export const socialProviderValues = ['facebook', 'apple', 'google', 'ifa'] as const;
export const authModeValues = ['signup', 'signin'] as const;
export const followTargetValues = ['category', 'team', 'league', 'home', 'subcategory'] as const;
export const socialLinkValues = [
  'facebook',
  'x',
  'instagram',
  'youtube',
  'tiktok',
  'web',
  'whatsapp',
] as const;
export const platformValues = ['ANDROID', 'IOS', 'OTHER'] as const;
export const sortDirectionValues = ['desc', 'asc'] as const;
export const sortFieldValues = ['order', 'added', 'title', 'created'] as const;
export const dateFilterValues = [
  'anytime',
  'today',
  'yesterday',
  'past_7_days',
  'past_30_days',
  'past_90_days',
] as const;
export const paymentActionNameValues = ['redeemAccessCode', 'creditCardPay'] as const;
export const searchItemTypeValues = ['identity_item', 'team'] as const;
export const requestStateValues = ['init', 'in progress', 'success', 'error'] as const;
export const identityKindValues = ['league', 'category', 'subcategory', 'team', 'club'] as const;
export const identityMediaTypeValues = ['identity', 'identity_item'] as const;
export const localeValues = [
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
] as const;
