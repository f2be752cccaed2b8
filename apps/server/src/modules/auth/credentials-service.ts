// Sign-up and sign-in with email and password. Sign-in answers the same status, message and
// (one argon2 verification either way) time whether or not the account exists.
import type { AuthAnswerContent, RegisterAnswer } from '@touchline/contract/auth-answers';
import type { LoginRequest, RegisterRequest } from '@touchline/contract/calls/auth';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import { toUserProfile } from './account-mapper';
import type { AccountsDeps, Caller } from './accounts-deps';
import { deviceFacts } from './device-facts';
import { assertPasswordAllowed, checkPassword, hashPassword } from './passwords';
import { newId } from './secrets';
import { signIn } from './session-service';
import { findUserByEmail, insertUser } from './user-repository';

export const invalidCredentials = () =>
  new AppError('invalid_credentials', 'Invalid email or password');

/** One account as tried from one address: what the failed sign-in limit counts (ADR 029). */
const pairKey = (tenant: Tenant, email: string, address: string) =>
  `${tenant.id}:${email}|${address}`;

export async function register(
  deps: AccountsDeps,
  tenant: Tenant,
  caller: Caller,
  body: RegisterRequest,
): Promise<RegisterAnswer> {
  await deps.limits.consume('registerAddress', caller.address);
  assertPasswordAllowed(body.password, { email: body.email, tenantName: tenant.name });
  // Hashed before the transaction: argon2 takes a while, and a transaction should not.
  const passwordHash = await hashPassword(body.password);
  // Account, device and session together: a failure anywhere leaves no half-made account that
  // would answer 409 to the retry.
  return deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      tenantId: tenant.id,
      id: newId(),
      email: body.email,
      passwordHash,
      fullName: body.displayName,
      countryName: body.countryName ?? null,
      dateOfBirth: body.dateOfBirth ?? null,
      gender: body.gender ?? null,
    });
    if (!user) throw new AppError('email_taken', 'An account with this email already exists');
    const session = await signIn(
      { ...deps, db: tx },
      tenant,
      user,
      deviceFacts(caller, { deviceId: body.device_id, name: body.device_name }),
    );
    return { content: { profile: toUserProfile(user), tokenData: session.tokens } };
  });
}

/** Answers form one of spec §3: `content {profile, devices, device_error, tokenData}`. */
export async function login(
  deps: AccountsDeps,
  tenant: Tenant,
  caller: Caller,
  body: LoginRequest,
): Promise<AuthAnswerContent> {
  const pair = pairKey(tenant, body.username, caller.address);
  await deps.limits.consume('loginAddress', caller.address);
  await deps.limits.check('loginPair', pair);

  const user = await findUserByEmail(deps.db, tenant.id, body.username);
  const ok = await checkPassword(user?.passwordHash ?? null, body.password);
  if (!user || !ok) {
    await deps.limits.consume('loginPair', pair);
    throw invalidCredentials();
  }
  await deps.limits.reset('loginPair', pair);

  const session = await signIn(
    deps,
    tenant,
    user,
    deviceFacts(caller, { deviceId: body.device_id, name: body.device_name }),
  );
  return {
    content: {
      profile: toUserProfile(user),
      devices: session.devices,
      device_error: session.deviceError,
      tokenData: session.tokens,
    },
  };
}
