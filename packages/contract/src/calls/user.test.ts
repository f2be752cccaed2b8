import { describe, expect, it } from 'vitest';
import { changePasswordRequest, updateProfileRequest } from './user';

describe('updateProfileRequest', () => {
  it('accepts the account-form fields', () => {
    const parsed = updateProfileRequest.parse({
      data: {
        displayName: ' Ana ',
        countryName: 'Spain',
        phone: '+34 600 000 000',
        gender: 'female',
      },
    });
    expect(parsed.data).toEqual({
      displayName: 'Ana',
      countryName: 'Spain',
      phone: '+34 600 000 000',
      gender: 'female',
    });
  });

  it('accepts survey options alone', () => {
    const body = {
      data: {
        options: {
          survey_user_experience_1: {
            surveyName: 'survey_user_experience_1',
            skipped: '2024-05-01T10:00:00.000Z',
          },
        },
      },
    };
    expect(updateProfileRequest.parse(body)).toEqual(body);
  });

  it('refuses mixing both forms, unknown fields and fields the user may not set', () => {
    expect(
      updateProfileRequest.safeParse({ data: { displayName: 'Ana', options: {} } }).success,
    ).toBe(false);
    expect(updateProfileRequest.safeParse({ data: { displayName: 'Ana' }, extra: 1 }).success).toBe(
      false,
    );
    expect(updateProfileRequest.safeParse({ data: { canCreateGlobalTag: true } }).success).toBe(
      false,
    );
    expect(updateProfileRequest.safeParse({ data: { email: 'x@example.com' } }).success).toBe(
      false,
    );
  });

  it('refuses a malformed favourite club and a bad birth date', () => {
    expect(
      updateProfileRequest.safeParse({ data: { favoriteClubId: 'club-1|FC Example' } }).success,
    ).toBe(true);
    expect(updateProfileRequest.safeParse({ data: { favoriteClubId: 'FC Example' } }).success).toBe(
      false,
    );
    expect(updateProfileRequest.safeParse({ data: { dateOfBirth: '2024-13-40' } }).success).toBe(
      false,
    );
  });
});

describe('changePasswordRequest', () => {
  it('refuses a short new password and an unchanged one', () => {
    expect(
      changePasswordRequest.safeParse({ currentPassword: 'old-secret', newPassword: 'short' })
        .success,
    ).toBe(false);
    expect(
      changePasswordRequest.safeParse({
        currentPassword: 'same-secret',
        newPassword: 'same-secret',
      }).success,
    ).toBe(false);
    expect(
      changePasswordRequest.safeParse({
        currentPassword: 'old-secret',
        newPassword: 'new-secret-1',
      }).success,
    ).toBe(true);
  });
});
