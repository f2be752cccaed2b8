// Profile, password and watchlist calls (spec §7 "User" and decisions.md's implied calls).
import { z } from 'zod';
import { defineCall } from '../call';
import { event } from '../entities/event';
import {
  profileFields,
  profileUpdateResult,
  userOptions,
  userProfile,
} from '../entities/user-profile';
import { watchlist, watchlistChange } from '../entities/watchlist';
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
