// Contract-valid profiles, devices and auth answers for the session and sign-in tests.
import type { AuthAnswerAuthData, AuthAnswerContent } from '@touchline/contract/auth-answers';
import { device as deviceSchema, type Device } from '@touchline/contract/entities/device';
import { userProfile, type UserProfile } from '@touchline/contract/entities/user-profile';
import { sessionStore } from '../lib/session/session-store';

export function sampleUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return userProfile.parse({
    id: 'user-1',
    added: '2025-01-05T10:00:00.000Z',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    phone: null,
    city: null,
    gender: null,
    dateOfBirth: null,
    countryName: null,
    postalCode: null,
    identity: null,
    identityItem: null,
    canCreateGlobalTag: false,
    favoriteClubId: null,
    options: {},
    ...overrides,
  });
}

/** Signs the app's session in as `user`, with a token and no devices, as after a sign-in. */
export function signInAs(user: UserProfile = sampleUser()): void {
  sessionStore()
    .getState()
    .signIn({
      user,
      tokenData: { token: 't', tokenExpirationTime: 900, tokenUpdateTime: 0, refreshToken: 'r' },
      devices: [],
    });
}

export function sampleDevice(overrides: Partial<Device> = {}): Device {
  return deviceSchema.parse({
    id: 'dev-row-1',
    addedAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-02-01T10:00:00.000Z',
    deviceId: 'device-a',
    deviceName: 'Chrome on Linux',
    deviceType: 'desktop',
    isCurrent: false,
    osName: 'Linux',
    osVersion: '',
    ...overrides,
  });
}

export function contentAnswer(
  overrides: Partial<AuthAnswerContent['content']> = {},
): AuthAnswerContent {
  return {
    content: {
      profile: sampleUser(),
      devices: [sampleDevice({ isCurrent: true })],
      device_error: false,
      tokenData: { access_token: 'access-1', expires_in: 900, refresh_token: 'refresh-1' },
      ...overrides,
    },
  };
}

export function authDataAnswer(
  overrides: Partial<AuthAnswerAuthData['auth_data']> = {},
): AuthAnswerAuthData {
  return {
    auth_data: {
      profile: sampleUser(),
      devices: [sampleDevice({ isCurrent: true })],
      device_error: false,
      isRegister: false,
      ...overrides,
    },
    token: 'access-sso',
    expires_in: 900,
    refresh_token: 'refresh-sso',
  };
}
