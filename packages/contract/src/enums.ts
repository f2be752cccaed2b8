// Every enumeration of spec §3, as zod enums so both ends validate against the same lists.
import { z } from 'zod';

export const mediaKind = z.enum(['event', 'clip', 'user_clip', 'user_highlight', 'highlight']);
export const eventListingState = z.enum(['live', 'upcoming', 'archived', 'channel']);
/** Status values the server stores; the spec says "and others", a status filter is passed through. */
export const eventStatus = z.enum(['live', 'upcoming', 'channel', 'vod', 'training', 'other']);
export const otherEventKind = z.enum(['training', 'other']);
export const commerceMediaType = z.enum(['free', 'members', 'ppv', 'transactional', 'subscription basic']);
export const commerceCoverage = z.enum([
  'commerce_free_media',
  'commerce_ppv_media',
  'commerce_subscription_media',
  'commerce_ppv_subscription_media',
]);
export const accessModel = z.enum(['ppv', 'svod', 'cvod']);
export const tagKind = z.enum(['game', 'player', 'user']);
export const highlightKind = z.enum(['auto', 'recap', 'condensed', 'clip', 'highlight']);
export const bannerKind = z.enum(['vertical_banner', 'horizontal_banner', 'image']);
export const theme = z.enum(['dark', 'light']);
export const colourModePreference = z.enum(['light', 'dark', 'system']);
export const deviceType = z.enum(['mobile', 'tablet', 'desktop']);
export const socialProvider = z.enum(['facebook', 'apple', 'google', 'ifa']);
export const authMode = z.enum(['signup', 'signin']);
export const followTarget = z.enum(['category', 'team', 'league', 'home', 'subcategory']);
export const socialLink = z.enum(['facebook', 'x', 'instagram', 'youtube', 'tiktok', 'web', 'whatsapp']);
export const platform = z.enum(['ANDROID', 'IOS', 'OTHER']);
export const sortDirection = z.enum(['desc', 'asc']);
export const sortField = z.enum(['order', 'added', 'title', 'created']);
export const dateFilter = z.enum(['anytime', 'today', 'yesterday', 'past_7_days', 'past_30_days', 'past_90_days']);
export const paymentActionName = z.enum(['redeemAccessCode', 'creditCardPay']);
export const approvedStatus = z.literal('APPROVED');
export const searchItemType = z.enum(['identity_item', 'team']);
export const requestState = z.enum(['init', 'in progress', 'success', 'error']);
/** Identity kinds of the data model: leagues and categories are identities, their children identity items. */
export const identityKind = z.enum(['league', 'category', 'subcategory', 'team', 'club']);
export const identityMediaType = z.enum(['identity', 'identity_item']);
export const locale = z.enum(['en', 'de', 'es', 'fr', 'fr-CA', 'he', 'it', 'pl', 'pt', 'ca', 'ko', 'zh', 'bs-BA', 'uk-UA']);

export type MediaKind = z.infer<typeof mediaKind>;
export type EventListingState = z.infer<typeof eventListingState>;
export type EventStatus = z.infer<typeof eventStatus>;
export type CommerceMediaType = z.infer<typeof commerceMediaType>;
export type CommerceCoverage = z.infer<typeof commerceCoverage>;
export type AccessModel = z.infer<typeof accessModel>;
export type TagKind = z.infer<typeof tagKind>;
export type HighlightKind = z.infer<typeof highlightKind>;
export type BannerKind = z.infer<typeof bannerKind>;
export type Theme = z.infer<typeof theme>;
export type ColourModePreference = z.infer<typeof colourModePreference>;
export type DeviceType = z.infer<typeof deviceType>;
export type SocialProvider = z.infer<typeof socialProvider>;
export type AuthMode = z.infer<typeof authMode>;
export type FollowTarget = z.infer<typeof followTarget>;
export type SocialLink = z.infer<typeof socialLink>;
export type Platform = z.infer<typeof platform>;
export type SortDirection = z.infer<typeof sortDirection>;
export type SortField = z.infer<typeof sortField>;
export type DateFilter = z.infer<typeof dateFilter>;
export type PaymentActionName = z.infer<typeof paymentActionName>;
export type SearchItemType = z.infer<typeof searchItemType>;
export type RequestState = z.infer<typeof requestState>;
export type IdentityKind = z.infer<typeof identityKind>;
export type IdentityMediaType = z.infer<typeof identityMediaType>;
export type Locale = z.infer<typeof locale>;
