// Rows → contract shapes. Password hashes and other internals never leave this module.
import type { Device } from '@touchline/contract/entities/device';
import type { ProfileUpdateResult, UserProfile } from '@touchline/contract/entities/user-profile';
import type { DeviceRow, UserRow } from '../../db/schema-accounts';

export const toUserProfile = (row: UserRow): UserProfile => ({
  id: row.id,
  added: row.createdAt.toISOString(),
  email: row.email,
  fullName: row.fullName,
  phone: row.phone,
  city: row.city,
  gender: row.gender,
  dateOfBirth: row.dateOfBirth,
  countryName: row.countryName,
  postalCode: row.postalCode,
  identity: row.identity,
  identityItem: row.identityItem,
  canCreateGlobalTag: row.canCreateGlobalTag,
  favoriteClubId: row.favoriteClubId,
  options: row.options,
});

export const toProfileUpdateResult = (row: UserRow): ProfileUpdateResult => ({
  displayName: row.fullName,
  countryName: row.countryName,
  phone: row.phone,
  postalCode: row.postalCode,
  city: row.city,
  gender: row.gender,
  options: row.options,
});

/** `current` is the row id of the requesting device, when it is known. */
export const toDevice = (row: DeviceRow, current: string | null): Device => ({
  id: row.id,
  addedAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  deviceId: row.deviceId,
  deviceName: row.name,
  customName: row.customName,
  deviceType: row.type,
  isCurrent: row.id === current || row.deviceId === current,
  osName: row.osName,
  osVersion: row.osVersion,
  browserName: row.browserName,
  browserVersion: row.browserVersion,
  country: row.country,
});
