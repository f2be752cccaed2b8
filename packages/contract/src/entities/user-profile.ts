// The user profile of spec §3, its survey records and the editable fields of update_profile.
import { z } from 'zod';
import { id, isoDate } from '../ids';

/** The gender a user may state about themselves; optional in every form. */
export const profileGender = z.enum(['female', 'male', 'other', 'unspecified']);
export type ProfileGender = z.infer<typeof profileGender>;

/** One survey's outcome; each timestamp is written once, when the user acts. */
export const surveyRecord = z.object({
  surveyName: z.string().min(1).max(64),
  skipped: isoDate.optional(),
  submitted: isoDate.optional(),
  closed: isoDate.optional(),
});
export type SurveyRecord = z.infer<typeof surveyRecord>;

/** Survey records keyed by survey name (`survey_user_experience_1`). */
export const userOptions = z.record(
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_]+$/, 'must be a survey name'),
  surveyRecord,
);
export type UserOptions = z.infer<typeof userOptions>;

/**
 * The favourite club as the club list spells an entry, `key|value` (club id, then its title),
 * so the club can be shown without a second lookup.
 */
export const favoriteClub = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]{1,64}\|.+$/, 'must be key|value of a club-list entry');

export const userProfile = z.object({
  id: id,
  /** When the account was created; drives the survey's account-age rule. */
  added: isoDate,
  email: z.email(),
  fullName: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  gender: profileGender.nullable(),
  dateOfBirth: z.iso.date().nullable(),
  countryName: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** The league or category the user chose as theirs. */
  identity: id.nullable(),
  /** The team (identity item) the user chose as theirs. */
  identityItem: id.nullable(),
  canCreateGlobalTag: z.boolean(),
  favoriteClubId: favoriteClub.nullable(),
  options: userOptions,
});
export type UserProfile = z.infer<typeof userProfile>;

const text = (max: number) => z.string().trim().max(max);

/** The fields the account form edits; `fullName` travels as `displayName`. */
export const profileFields = z
  .object({
    displayName: text(120).min(1),
    countryName: text(80).nullable(),
    phone: text(32)
      .regex(/^[+0-9 ()-]*$/, 'must be a phone number')
      .nullable(),
    postalCode: text(16).nullable(),
    city: text(80).nullable(),
    gender: profileGender.nullable(),
    identity: id.nullable(),
    identityItem: id.nullable(),
    dateOfBirth: z.iso.date().nullable(),
    favoriteClubId: favoriteClub.nullable(),
  })
  .partial()
  .strict();
export type ProfileFields = z.infer<typeof profileFields>;

/** What update_profile answers: the stored values after the change. */
export const profileUpdateResult = z.object({
  displayName: z.string(),
  countryName: z.string().nullable(),
  phone: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  gender: profileGender.nullable(),
  options: userOptions,
});
export type ProfileUpdateResult = z.infer<typeof profileUpdateResult>;
