// Profile, password and watchlist calls (spec §7 "User" and decisions.md's implied calls).
import { z } from 'zod';
import { defineCall } from '../call';
import { errorMessages } from '../errors';
import { event } from '../entities/event';
import { socialProvider } from '../enums';
import {
  profileFields,
  profileUpdateResult,
  userOptions,
  userProfile,
} from '../entities/user-profile';
import { watchlist, watchlistChange } from '../entities/watchlist';
import { id } from '../ids';
import { contentOf, pagedResult } from '../paged';
import { email, givenPassword, newPassword } from './auth';
import { okAnswer } from './common';
import { pageParams } from './list-params';

export const getProfileCall = defineCall({
  method: 'GET',
  path: '/api/user/get_profile',
  auth: 'required',
  summary: "The signed-in user's profile",
  errors: ['user_data_not_found'],
  response: contentOf(userProfile),
});

/** The account form's fields, or the survey records alone; never both in one call. */
export const updateProfileRequest = z.union([
  z.object({ data: profileFields }).strict(),
  z.object({ data: z.object({ options: userOptions }).strict() }).strict(),
]);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const updateProfileResponse = contentOf(profileUpdateResult);
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

export const updateProfileCall = defineCall({
  method: 'POST',
  path: '/api/user/update_profile',
  auth: 'required',
  summary: 'Change profile fields, or record survey outcomes in options',
  body: updateProfileRequest,
  errors: ['user_data_not_found'],
  signedOutError: { code: 'user_data_not_found', message: errorMessages.userDataNotFound },
  response: updateProfileResponse,
});

/** Accounts with a password must confirm with it; single sign-on-only accounts send none. */
export const deleteAccountRequest = z.object({ password: givenPassword.optional() }).strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const deleteAccountCall = defineCall({
  method: 'POST',
  path: '/api/user/delete_account',
  auth: 'required',
  rateLimit: 'credentials',
  summary: 'Delete the account with its devices, sessions, clips, tags, follows and watchlist',
  body: deleteAccountRequest,
  errors: ['invalid_credentials', 'user_data_not_found'],
  response: okAnswer,
});

export const forgotPasswordRequest = z.object({ email: email }).strict();
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const forgotPasswordCall = defineCall({
  method: 'POST',
  path: '/api/user/forgot_password',
  auth: 'none',
  rateLimit: 'credentials',
  summary: 'Mail a reset link; answers the same whether or not the account exists',
  body: forgotPasswordRequest,
  response: okAnswer,
});

export const resetPasswordRequest = z
  .object({ token: z.string().min(16).max(256), password: newPassword })
  .strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const resetPasswordCall = defineCall({
  method: 'POST',
  path: '/api/user/reset_password',
  auth: 'none',
  rateLimit: 'credentials',
  summary: 'Set a new password with the token from the reset mail; signs out every device',
  body: resetPasswordRequest,
  errors: ['invalid_token', 'weak_password'],
  response: okAnswer,
});

/** The token of a link-confirmation mail (ADR 028): a signed, one-hour confirmation. */
export const providerLinkRequest = z.object({ token: z.string().min(16).max(4096) }).strict();
export type ProviderLinkRequest = z.infer<typeof providerLinkRequest>;

export const pendingProviderLink = z.object({ provider: socialProvider, email: email });
export type PendingProviderLink = z.infer<typeof pendingProviderLink>;

export const pendingProviderLinkCall = defineCall({
  method: 'POST',
  path: '/api/user/pending_provider_link',
  auth: 'none',
  rateLimit: 'credentials',
  summary:
    'What a link-confirmation mail would link: the provider and the account; links nothing, so a mail scanner opening the page changes nothing',
  body: providerLinkRequest,
  errors: ['invalid_token'],
  response: contentOf(pendingProviderLink),
});

export const confirmProviderLinkCall = defineCall({
  method: 'POST',
  path: '/api/user/confirm_provider_link',
  auth: 'none',
  rateLimit: 'credentials',
  summary: 'Let the provider named by a link-confirmation mail sign in to the account',
  body: providerLinkRequest,
  errors: ['invalid_token'],
  response: contentOf(z.object({ provider: socialProvider })),
});

export const changePasswordRequest = z
  .object({ currentPassword: givenPassword, newPassword: newPassword })
  .strict()
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: 'the new password must differ from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordCall = defineCall({
  method: 'POST',
  path: '/api/user/change_password',
  auth: 'required',
  rateLimit: 'credentials',
  summary: 'Change the password; signs out the other devices',
  body: changePasswordRequest,
  errors: ['invalid_credentials', 'weak_password'],
  response: okAnswer,
});

export const getWatchlistRequest = pageParams;
export type GetWatchlistRequest = z.input<typeof getWatchlistRequest>;

export const getWatchlistResponse = pagedResult(event);
export type GetWatchlistResponse = z.infer<typeof getWatchlistResponse>;

/**
 * Paged (spec §3, §7 "User"): with `count: true`, totalCount is the number of videos on the list
 * the user may still see; without it, the lower bound startIndex + entryCount (pagedContent).
 */
export const getWatchlistCall = defineCall({
  method: 'GET',
  path: '/api/user/get_watchlist',
  auth: 'required',
  summary: "The videos on the user's watchlist, newest first by default",
  query: getWatchlistRequest,
  response: getWatchlistResponse,
});

export const watchlistIdsResponse = contentOf(watchlist);
export type WatchlistIdsResponse = z.infer<typeof watchlistIdsResponse>;

export const getWatchlistIdsCall = defineCall({
  method: 'GET',
  path: '/api/user/get_watchlist_ids',
  auth: 'required',
  summary: 'The ids on the watchlist, so any card can show whether it is saved',
  response: watchlistIdsResponse,
});

export const addToWatchlistCall = defineCall({
  method: 'POST',
  path: '/api/user/add_to_watchlist',
  auth: 'required',
  summary: 'Add a video to the watchlist (idempotent); answers the ids now on it',
  body: watchlistChange,
  /** `conflict`: the watchlist is full. */
  errors: ['conflict'],
  response: watchlistIdsResponse,
});

export const removeFromWatchlistCall = defineCall({
  method: 'POST',
  path: '/api/user/remove_from_watchlist',
  auth: 'required',
  summary: 'Remove a video from the watchlist (idempotent); answers the ids now on it',
  body: watchlistChange,
  response: watchlistIdsResponse,
});

/** Seconds into a video; a day bounds it. */
const position = z
  .number()
  .nonnegative()
  .max(24 * 3600);

export const saveWatchPositionRequest = z.object({ video_id: id, position: position }).strict();
export type SaveWatchPositionRequest = z.infer<typeof saveWatchPositionRequest>;

export const saveWatchPositionCall = defineCall({
  method: 'POST',
  path: '/api/user/save_watch_position',
  auth: 'required',
  summary: 'Remember where the viewer is in a video (the player sends it now and then)',
  body: saveWatchPositionRequest,
  response: okAnswer,
});

export const watchPositionRequest = z.object({ video_id: id });
export type WatchPositionRequest = z.infer<typeof watchPositionRequest>;

export const watchPositionResponse = contentOf(z.object({ position: position.nullable() }));
export type WatchPositionResponse = z.infer<typeof watchPositionResponse>;

export const watchPositionCall = defineCall({
  method: 'GET',
  path: '/api/user/get_watch_position',
  auth: 'required',
  summary: 'Where the viewer left a video, or null when they did not (or finished it)',
  query: watchPositionRequest,
  response: watchPositionResponse,
});

export const continueWatchingEntry = z.object({ event: event, position: position });
export type ContinueWatchingEntry = z.infer<typeof continueWatchingEntry>;

export const continueWatchingResponse = pagedResult(continueWatchingEntry);
export type ContinueWatchingResponse = z.infer<typeof continueWatchingResponse>;

/**
 * Paged (spec §3): with `count: true`, totalCount is the number of videos left midway; without
 * it, the lower bound startIndex + entryCount (pagedContent).
 */
export const continueWatchingCall = defineCall({
  method: 'GET',
  path: '/api/user/continue_watching',
  auth: 'required',
  summary: 'Videos the viewer left midway, most recently watched first',
  query: pageParams,
  response: continueWatchingResponse,
});

/** Why a video is recommended: a followed item, a video watched, or what the tenant watches. */
export const recommendationReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('follow'), title: z.string() }),
  z.object({ kind: z.literal('history'), title: z.string() }),
  z.object({ kind: z.literal('popular') }),
]);
export type RecommendationReason = z.infer<typeof recommendationReason>;

export const recommendation = z.object({ event: event, reason: recommendationReason });
export type Recommendation = z.infer<typeof recommendation>;

export const recommendationsResponse = pagedResult(recommendation);
export type RecommendationsResponse = z.infer<typeof recommendationsResponse>;

/**
 * Paged (spec §3): with `count: true`, totalCount is the number of recommendations (at most 100,
 * the most that paging reaches); without it, the lower bound startIndex + entryCount
 * (pagedContent).
 */
export const recommendationsCall = defineCall({
  method: 'GET',
  path: '/api/user/recommendations',
  auth: 'required',
  summary:
    'Games for the viewer from what they follow, what they watched and what is popular, each game once with its reason',
  query: pageParams,
  response: recommendationsResponse,
});
