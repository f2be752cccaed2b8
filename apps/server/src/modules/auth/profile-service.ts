// The signed-in user's profile: read, change (form fields or survey records), delete.
import type {
  DeleteAccountRequest,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@touchline/contract/calls/user';
import type { UserProfile } from '@touchline/contract/entities/user-profile';
import { errorMessages } from '@touchline/contract/errors';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-plugin';
import type { UserRow } from '../../db/schema-accounts';
import { unknownIdentityIds } from '../identities/identity-service';
import { toProfileUpdateResult, toUserProfile } from './account-mapper';
import type { AccountsDeps } from './accounts-deps';
import { listDevices } from './device-repository';
import { checkPassword } from './passwords';
import { revoke } from './session-service';
import { deleteUser, findUserById, updateUser } from './user-repository';

/** The token is valid but its user is gone (deleted meanwhile): spec §8's message. */
const userGone = () => new AppError('user_data_not_found', errorMessages.userDataNotFound);

export async function currentUser(deps: AccountsDeps, user: AuthUser): Promise<UserRow> {
  const row = await findUserById(deps.db, user.tenantId, user.id);
  if (!row) throw userGone();
  return row;
}

export async function getProfile(
  deps: AccountsDeps,
  user: AuthUser,
): Promise<{ content: UserProfile }> {
  return { content: toUserProfile(await currentUser(deps, user)) };
}

export async function updateProfile(
  deps: AccountsDeps,
  user: AuthUser,
  body: UpdateProfileRequest,
): Promise<UpdateProfileResponse> {
  const existing = await currentUser(deps, user);
  const data = body.data;
  let patch: Parameters<typeof updateUser>[3];
  if ('options' in data) {
    // Survey records are merged by survey name: answering one survey keeps the others.
    patch = { options: { ...existing.options, ...data.options } };
  } else {
    await checkIdentityReferences(deps, user.tenantId, data);
    const { displayName, ...fields } = data;
    patch = { ...fields, ...(displayName !== undefined ? { fullName: displayName } : {}) };
  }
  const row = await updateUser(deps.db, user.tenantId, user.id, patch);
  if (!row) throw userGone();
  return { content: toProfileUpdateResult(row) };
}

/**
 * The league and team a user calls theirs must be the tenant's: an id of nothing (or of another
 * tenant's identity) would be stored and shown back as if it meant something.
 */
async function checkIdentityReferences(
  deps: AccountsDeps,
  tenantId: string,
  data: { identity?: string | null; identityItem?: string | null },
) {
  const given = (['identity', 'identityItem'] as const).filter(
    (field) => typeof data[field] === 'string',
  );
  const unknown = new Set(
    await unknownIdentityIds(
      deps.db,
      tenantId,
      given.map((field) => data[field] as string),
    ),
  );
  const bad = given.filter((field) => unknown.has(data[field] as string));
  if (bad.length === 0) return;
  const fields = bad.map((field) => ({
    path: `data.${field}`,
    message: 'is not an identity of this portal',
  }));
  throw new AppError(
    'validation_error',
    `Invalid body: ${fields.map((f) => `${f.path}: ${f.message}`).join('; ')}`,
    { fields },
  );
}

/** A wrong confirmation answers the contract's 401 for invalid_credentials (the web client does
 * not take it for a lost token: it refreshes only after a token code). */
export const wrongPassword = (field: string) =>
  new AppError('invalid_credentials', `${field}: is not correct`);

/**
 * Confirms a password of an account that has one, counting wrong guesses per account so a stolen
 * access token cannot be used to guess the password.
 */
export async function confirmPassword(
  deps: AccountsDeps,
  row: UserRow,
  given: string | undefined,
  field: string,
) {
  if (row.passwordHash === null) return;
  const key = `${row.tenantId}:${row.id}`;
  await deps.limits.check('passwordCheckAccount', key);
  if (given === undefined)
    throw AppError.invalid('body', field, 'is required for an account with a password');
  if (!(await checkPassword(row.passwordHash, given))) {
    await deps.limits.consume('passwordCheckAccount', key);
    throw wrongPassword(field);
  }
}

/** Removes the user with devices, sessions, tokens and provider links; other tables cascade. */
export async function deleteAccount(
  deps: AccountsDeps,
  user: AuthUser,
  body: DeleteAccountRequest,
) {
  const row = await currentUser(deps, user);
  await confirmPassword(deps, row, body.password, 'password');
  const devices = await listDevices(deps.db, user.tenantId, user.id);
  await revoke(deps, user.tenantId, { userId: user.id }, 'account_deleted');
  await deleteUser(deps.db, user.tenantId, user.id);
  for (const device of devices) deps.deviceRemoved(user.tenantId, user.id, device.deviceId);
  deps.log.info({ tenantId: user.tenantId, userId: user.id }, 'account deleted');
  return { content: { success: true as const } };
}
