// The answers of the authentication calls (spec §3 "Authentication payloads and responses").
// Login answers form one, single sign-on answers form two; clients read both through
// normaliseAuthAnswer so they never branch on the form.
import { z } from 'zod';
import { device } from './entities/device';
import type { Device } from './entities/device';
import { userProfile } from './entities/user-profile';
import type { UserProfile } from './entities/user-profile';

const accessToken = z.string().min(1);
const expiresIn = z.number().int().positive();
/** Null only with device_error: the limited token may list and delete devices, not be refreshed. */
const refreshToken = z.string().min(1).nullable();

export const authTokenData = z.object({
  access_token: accessToken,
  expires_in: expiresIn,
  refresh_token: refreshToken,
});
export type AuthTokenData = z.infer<typeof authTokenData>;

/** Form one: everything under `content`, tokens under `tokenData`. */
export const authAnswerContent = z.object({
  content: z.object({
    profile: userProfile,
    devices: z.array(device),
    /** True when the device limit is reached; the tokens are then the limited kind. */
    device_error: z.boolean(),
    tokenData: authTokenData,
  }),
});
export type AuthAnswerContent = z.infer<typeof authAnswerContent>;

/** Form two: `auth_data` with isRegister, tokens at the top level. */
export const authAnswerAuthData = z.object({
  auth_data: z.object({
    profile: userProfile,
    devices: z.array(device),
    device_error: z.boolean(),
    /** True when this single sign-on created the account. */
    isRegister: z.boolean(),
  }),
  token: accessToken,
  expires_in: expiresIn,
  refresh_token: refreshToken,
});
export type AuthAnswerAuthData = z.infer<typeof authAnswerAuthData>;

export const authAnswer = z.union([authAnswerContent, authAnswerAuthData]);
export type AuthAnswer = z.infer<typeof authAnswer>;

/** The refresh form of POST /api/oauth2/token. */
export const tokenRefreshAnswer = z.object({
  token: accessToken,
  expires_in: expiresIn,
  refresh_token: z.string().min(1),
});
export type TokenRefreshAnswer = z.infer<typeof tokenRefreshAnswer>;

/** POST /api/user/register: the new profile and its tokens; the client then logs in. */
export const registerAnswer = z.object({
  content: z.object({ profile: userProfile, tokenData: authTokenData }),
});
export type RegisterAnswer = z.infer<typeof registerAnswer>;

export interface NormalisedAuth {
  profile: UserProfile;
  devices: Device[];
  deviceError: boolean;
  /** Sign-up when true, else sign-in (spec §4: "unless the response says isRegister"). */
  isRegister: boolean;
  accessToken: string;
  expiresIn: number;
  refreshToken: string | null;
}

export const normaliseAuthAnswer = (answer: AuthAnswer): NormalisedAuth => {
  if ('content' in answer) {
    const { profile, devices, device_error, tokenData } = answer.content;
    return {
      profile,
      devices,
      deviceError: device_error,
      isRegister: false,
      accessToken: tokenData.access_token,
      expiresIn: tokenData.expires_in,
      refreshToken: tokenData.refresh_token,
    };
  }
  const { profile, devices, device_error, isRegister } = answer.auth_data;
  return {
    profile,
    devices,
    deviceError: device_error,
    isRegister,
    accessToken: answer.token,
    expiresIn: answer.expires_in,
    refreshToken: answer.refresh_token,
  };
};
