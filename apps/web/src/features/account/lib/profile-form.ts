// The account form's schema: the contract's profile fields, with empty inputs read as "none".
import {
  profileFields,
  type ProfileFields,
  type UserProfile,
} from '@touchline/contract/entities/user-profile';
import { z } from 'zod';

const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const f = profileFields.shape;
const optionalText = <S extends z.ZodType>(schema: S) => z.preprocess(emptyToNull, schema);

export const profileForm = z.object({
  displayName: f.displayName.unwrap(),
  countryName: optionalText(f.countryName.unwrap()),
  phone: optionalText(f.phone.unwrap()),
  city: optionalText(f.city.unwrap()),
  postalCode: optionalText(f.postalCode.unwrap()),
  gender: optionalText(f.gender.unwrap()),
  dateOfBirth: optionalText(f.dateOfBirth.unwrap()),
});

/** What the inputs hold: text, with '' for a field the user left empty. */
export interface ProfileFormValues {
  displayName: string;
  countryName: string;
  phone: string;
  city: string;
  postalCode: string;
  gender: string;
  dateOfBirth: string;
}

export const profileFormValues = (user: UserProfile | null): ProfileFormValues => ({
  displayName: user?.fullName ?? '',
  countryName: user?.countryName ?? '',
  phone: user?.phone ?? '',
  city: user?.city ?? '',
  postalCode: user?.postalCode ?? '',
  gender: user?.gender ?? '',
  dateOfBirth: user?.dateOfBirth ?? '',
});

export type ProfileFormOutput = z.output<typeof profileForm> & ProfileFields;
