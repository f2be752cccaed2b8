import { describe, expect, it } from 'vitest';
import { authAnswer, normaliseAuthAnswer } from './auth-answers';
import type { AuthAnswerAuthData, AuthAnswerContent } from './auth-answers';
import { tokenExchangeResponse } from './calls/auth';
import type { Device } from './entities/device';
import type { UserProfile } from './entities/user-profile';

const profile: UserProfile = {
  id: 'user-1',
  added: '2024-05-01T10:00:00.000Z',
  email: 'ana@example.com',
  fullName: 'Ana Example',
  phone: null,
  city: null,
  gender: null,
  dateOfBirth: null,
  countryName: 'Spain',
  postalCode: null,
  identity: null,
  identityItem: null,
  canCreateGlobalTag: false,
  favoriteClubId: null,
  options: {},
};

const devices: Device[] = [
  {
    id: 'dev-row-1',
    addedAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-02T10:00:00.000Z',
    deviceId: 'b7d3c9e0-1111-4c2e-9a51-7d1f0e2a3b4c',
    deviceName: 'Firefox on Linux',
    customName: null,
    deviceType: 'desktop',
    isCurrent: true,
    osName: 'Linux',
    osVersion: '',
    browserName: 'Firefox',
    browserVersion: '132',
    country: null,
  },
];

const formOne: AuthAnswerContent = {
  content: {
    profile,
    devices,
    device_error: false,
    tokenData: { access_token: 'access-1', expires_in: 900, refresh_token: 'refresh-1' },
  },
};

const formTwo: AuthAnswerAuthData = {
  auth_data: { profile, devices, device_error: true, isRegister: true },
  token: 'access-2',
  expires_in: 600,
  refresh_token: null,
};

describe('normaliseAuthAnswer', () => {
  it('reads form one (content with tokenData) as a sign-in', () => {
    expect(normaliseAuthAnswer(formOne)).toEqual({
      profile,
      devices,
      deviceError: false,
      isRegister: false,
      accessToken: 'access-1',
      expiresIn: 900,
      refreshToken: 'refresh-1',
    });
  });

  it('reads form two (auth_data with top-level tokens) with its isRegister and device_error', () => {
    expect(normaliseAuthAnswer(formTwo)).toEqual({
      profile,
      devices,
      deviceError: true,
      isRegister: true,
      accessToken: 'access-2',
      expiresIn: 600,
      refreshToken: null,
    });
  });

  it('reads both forms after they pass the wire schema', () => {
    const one = normaliseAuthAnswer(authAnswer.parse(JSON.parse(JSON.stringify(formOne))));
    const two = normaliseAuthAnswer(authAnswer.parse(JSON.parse(JSON.stringify(formTwo))));
    expect(one.accessToken).toBe('access-1');
    expect(two.accessToken).toBe('access-2');
    expect(two.isRegister).toBe(true);
  });

  it('refuses an answer in neither form', () => {
    expect(authAnswer.safeParse({ token: 'x', expires_in: 10, refresh_token: 'y' }).success).toBe(
      false,
    );
  });
});

describe('token exchange answer', () => {
  it('keeps auth_data when the single sign-on form is serialised', () => {
    const parsed = tokenExchangeResponse.parse(formTwo);
    expect('auth_data' in parsed).toBe(true);
  });

  it('accepts the bare refresh form', () => {
    const parsed = tokenExchangeResponse.parse({ token: 'a', expires_in: 900, refresh_token: 'r' });
    expect(parsed).toEqual({ token: 'a', expires_in: 900, refresh_token: 'r' });
  });
});
