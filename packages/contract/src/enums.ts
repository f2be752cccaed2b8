// Every enumeration of spec §3, as zod enums so both ends validate against the same lists.
import { z } from 'zod';
import {
  mediaKindValues,
  eventListingStateValues,
  eventStatusValues,
  otherEventKindValues,
  commerceMediaTypeValues,
  commerceCoverageValues,
  accessModelValues,
  tagKindValues,
  highlightKindValues,
  bannerKindValues,
  themeValues,
  colourModePreferenceValues,
  deviceTypeValues,
  socialProviderValues,
  authModeValues,
  followTargetValues,
  socialLinkValues,
  platformValues,
  sortDirectionValues,
  sortFieldValues,
  dateFilterValues,
  paymentActionNameValues,
  searchItemTypeValues,
  requestStateValues,
  identityKindValues,
  identityMediaTypeValues,
  localeValues,
} from './enum-values';

export const mediaKind = z.enum(mediaKindValues);
export const eventListingState = z.enum(eventListingStateValues);
/** Status values the server stores; the spec says "and others", a status filter is passed through. */
export const eventStatus = z.enum(eventStatusValues);
export const otherEventKind = z.enum(otherEventKindValues);
export const commerceMediaType = z.enum(commerceMediaTypeValues);
export const commerceCoverage = z.enum(commerceCoverageValues);
export const accessModel = z.enum(accessModelValues);
export const tagKind = z.enum(tagKindValues);
export const highlightKind = z.enum(highlightKindValues);
export const bannerKind = z.enum(bannerKindValues);
export const theme = z.enum(themeValues);
export const colourModePreference = z.enum(colourModePreferenceValues);
export const deviceType = z.enum(deviceTypeValues);
export const socialProvider = z.enum(socialProviderValues);
export const authMode = z.enum(authModeValues);
export const followTarget = z.enum(followTargetValues);
export const socialLink = z.enum(socialLinkValues);
export const platform = z.enum(platformValues);
export const sortDirection = z.enum(sortDirectionValues);
export const sortField = z.enum(sortFieldValues);
export const dateFilter = z.enum(dateFilterValues);
export const paymentActionName = z.enum(paymentActionNameValues);
export const approvedStatus = z.literal('APPROVED');
export const searchItemType = z.enum(searchItemTypeValues);
export const requestState = z.enum(requestStateValues);
/** Identity kinds of the data model: leagues and categories are identities, their children identity items. */
export const identityKind = z.enum(identityKindValues);
export const identityMediaType = z.enum(identityMediaTypeValues);
export const locale = z.enum(localeValues);

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
