import type { UpdateProfileResponse } from '@touchline/contract/calls/user';
import type { UserProfile } from '@touchline/contract/entities/user-profile';
import type { WireError } from '@touchline/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, users } from '../../db/schema-accounts';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
} from './accounts-test-kit';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const account = freshAccount();
  await registerAccount(t, account);
  const content = await loginAs(t, account);
  return { account, token: content.tokenData.access_token, profile: content.profile };
}

const update = (token: string, body: unknown, host?: string) =>
  call<UpdateProfileResponse & WireError>(t, {
    url: '/api/user/update_profile',
    token,
    body,
    ...(host ? { host } : {}),
  });
const getProfile = (token: string) =>
  call<{ content: UserProfile } & WireError>(t, {
    method: 'GET',
    url: '/api/user/get_profile',
    token,
  });

describe('GET /api/user/get_profile', () => {
  it("answers the signed-in user's profile", async () => {
    const { token, account, profile } = await signedIn();
    const { status, body } = await getProfile(token);
    expect(status).toBe(200);
    expect(body.content).toEqual(profile);
    expect(body.content.email).toBe(account.email);
  });

  it('answers User data not found! once the account is gone', async () => {
    const { token, profile } = await signedIn();
    await t.database.db.delete(users).where(eq(users.id, profile.id));
    // The session went with the user, so the token is refused outright.
    expect((await getProfile(token)).status).toBe(401);
  });
});

describe('POST /api/user/update_profile', () => {
  it('changes the form fields (displayName is stored as fullName)', async () => {
    const { token } = await signedIn();
    const { status, body } = await update(token, {
      data: {
        displayName: '  Ana Q. Viewer ',
        countryName: 'Ireland',
        phone: '+353 1 234 5678',
        postalCode: 'D02',
        city: 'Dublin',
        gender: 'female',
        identity: 'tl-league-northern-premier',
        identityItem: 'tl-team-riverside-rovers',
        dateOfBirth: '1990-04-01',
        favoriteClubId: 'club-3|Harbour Hawks',
      },
    });
    expect(status).toBe(200);
    expect(body.content).toEqual({
      displayName: 'Ana Q. Viewer',
      countryName: 'Ireland',
      phone: '+353 1 234 5678',
      postalCode: 'D02',
      city: 'Dublin',
      gender: 'female',
      options: {},
    });
    const profile = (await getProfile(token)).body.content;
    expect(profile).toMatchObject({
      fullName: 'Ana Q. Viewer',
      identity: 'tl-league-northern-premier',
      identityItem: 'tl-team-riverside-rovers',
      dateOfBirth: '1990-04-01',
      favoriteClubId: 'club-3|Harbour Hawks',
    });
  });

  it('merges survey records by survey name', async () => {
    const { token } = await signedIn();
    const skipped = { surveyName: 'survey_user_experience_1', skipped: '2026-01-02T10:00:00.000Z' };
    const other = { surveyName: 'survey_other', closed: '2026-01-03T10:00:00.000Z' };
    await update(token, { data: { options: { survey_user_experience_1: skipped } } });
    const { status, body } = await update(token, { data: { options: { survey_other: other } } });
    expect(status).toBe(200);
    expect(body.content.options).toEqual({
      survey_user_experience_1: skipped,
      survey_other: other,
    });
  });

  it('names the field of bad input', async () => {
    const { token } = await signedIn();
    const bad = await update(token, { data: { phone: 'call me', favoriteClubId: 'no-separator' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_error');
    expect(bad.body.message).toContain('phone');
  });

  it("refuses a league or team that is not the tenant's, and stores nothing", async () => {
    const { token } = await signedIn();
    const bad = await update(token, {
      data: { city: 'Cork', identity: 'hb-league-harbour-premier', identityItem: 'no-such-team' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_error');
    expect(bad.body.fields?.map((f) => f.path)).toEqual(['data.identity', 'data.identityItem']);
    const profile = (await getProfile(token)).body.content;
    expect(profile).toMatchObject({ city: null, identity: null, identityItem: null });
  });

  it('names the full path of a wrong type inside data', async () => {
    const { token } = await signedIn();
    const bad = await update(token, { data: { city: 5, gender: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((f) => f.path).sort()).toEqual(['data.city', 'data.gender']);
  });

  it('refuses a token of another tenant; signed out it is "User data not found!" (spec §8)', async () => {
    const { token } = await signedIn();
    expect((await update(token, { data: { city: 'Cork' } }, hosts.harbour)).status).toBe(401);
    const anonymous = await call<WireError>(t, {
      url: '/api/user/update_profile',
      body: { data: { city: 'Cork' } },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({
      error: 'user_data_not_found',
      messageErrorCode: 'user_data_not_found',
      message: 'User data not found!',
    });
  });
});

describe('POST /api/user/delete_account', () => {
  it('needs the password, then removes the user with devices and sessions', async () => {
    const { token, account, profile } = await signedIn();
    const wrong = await call<WireError>(t, {
      url: '/api/user/delete_account',
      token,
      body: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      error: 'invalid_credentials',
      message: 'password: is not correct',
    });
    const missing = await call<WireError>(t, { url: '/api/user/delete_account', token, body: {} });
    expect(missing.status).toBe(400);

    const done = await call(t, {
      url: '/api/user/delete_account',
      token,
      body: { password: account.password },
    });
    expect(done).toMatchObject({ status: 200, body: { content: { success: true } } });
    expect(await t.database.db.select().from(users).where(eq(users.id, profile.id))).toEqual([]);
    expect(
      await t.database.db.select().from(devices).where(eq(devices.userId, profile.id)),
    ).toEqual([]);
    expect((await getProfile(token)).status).toBe(401);
    const relogin = await call(t, {
      url: '/api/user/login',
      body: {
        username: account.email,
        password: account.password,
        device_id: 'd',
        device_name: 'x',
        strategy: 'refresh',
      },
      address: account.address,
    });
    expect(relogin.status).toBe(401);
  });

  it('names the field of bad input', async () => {
    const { token } = await signedIn();
    const bad = await call<WireError>(t, {
      url: '/api/user/delete_account',
      token,
      body: { password: 42 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.path).toBe('password');
  });
});
