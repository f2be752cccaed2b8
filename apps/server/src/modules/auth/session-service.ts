// Sessions: signing a device in (within the tenant's device limit, atomically), refreshing with
// rotation and reuse detection (RFC 9700 §4.14), and revoking.
import type { AuthTokenData } from '@touchline/contract/auth-answers';
import type { Device } from '@touchline/contract/entities/device';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import type { DeviceRow, UserRow } from '../../db/schema-accounts';
import { toDevice } from './account-mapper';
import type { AccountsDeps } from './accounts-deps';
import {
  insertDevice,
  listDevices,
  markDeviceSeen,
  touchDevice,
  type DeviceFacts,
} from './device-repository';
import { newId, newOpaqueToken, passwordFingerprint, tokenHash } from './secrets';
import {
  findRefreshTokenForUpdate,
  findSession,
  insertRefreshToken,
  insertSession,
  markRotated,
  revokeSessions,
  touchSession,
} from './session-repository';
import { lockUser } from './user-repository';

const day = 24 * 60 * 60 * 1000;
export const refreshIdleMs = 7 * day;
export const sessionAbsoluteMs = 30 * day;

export interface SignInResult {
  devices: Device[];
  /** True past the device limit: the tokens are the limited kind (no refresh token). */
  deviceError: boolean;
  tokens: AuthTokenData;
}

const expiredSession = () => new AppError('expired_session_error', 'Expired Session');

async function newRefreshToken(
  deps: AccountsDeps,
  db: AccountsDeps['db'],
  tenantId: string,
  sessionId: string,
  sessionEnds: Date,
) {
  const token = newOpaqueToken();
  const idleEnd = new Date(deps.now().getTime() + refreshIdleMs);
  await insertRefreshToken(db, {
    tokenHash: tokenHash(token),
    tenantId,
    sessionId,
    expiresAt: idleEnd < sessionEnds ? idleEnd : sessionEnds,
  });
  return token;
}

/**
 * Registers (or refreshes) the device and opens a session on it. The user's row is locked for
 * the whole transaction, so two logins of one account are counted one after the other and
 * never pass the device limit together. A device signing in again replaces its old session.
 */
export async function signIn(
  deps: AccountsDeps,
  tenant: Tenant,
  user: UserRow,
  facts: DeviceFacts,
): Promise<SignInResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockUser(tx, tenant.id, user.id);
    const list = await listDevices(tx, tenant.id, user.id);
    const known = list.find((d) => d.deviceId === facts.deviceId);
    if (!known && list.length >= tenant.settings.deviceLimit)
      return { kind: 'limit' as const, devices: list };

    const device = known
      ? await touchDevice(tx, tenant.id, known.id, facts)
      : await insertDevice(tx, tenant.id, user.id, newId(), facts);
    const replaced = await revokeSessions(tx, tenant.id, { deviceRowId: device.id }, 'replaced');
    const sessionId = newId();
    const ends = new Date(deps.now().getTime() + sessionAbsoluteMs);
    await insertSession(tx, {
      tenantId: tenant.id,
      id: sessionId,
      userId: user.id,
      deviceRowId: device.id,
      expiresAt: ends,
    });
    const refreshToken = await newRefreshToken(deps, tx, tenant.id, sessionId, ends);
    const devices: DeviceRow[] = known
      ? list.map((d) => (d.id === device.id ? device : d))
      : [...list, device];
    return { kind: 'session' as const, device, devices, sessionId, refreshToken, replaced };
  });

  if (outcome.kind === 'limit') {
    const limited = await deps.signer.issue({
      userId: user.id,
      tenantId: tenant.id,
      scope: 'devices',
      sessionId: null,
      credential: passwordFingerprint(user),
    });
    return {
      devices: outcome.devices.map((d) => toDevice(d, null)),
      deviceError: true,
      tokens: { access_token: limited.token, expires_in: limited.expiresIn, refresh_token: null },
    };
  }
  deps.sessionCheck.forget(tenant.id, outcome.replaced);
  const access = await deps.signer.issue({
    userId: user.id,
    tenantId: tenant.id,
    scope: 'full',
    sessionId: outcome.sessionId,
  });
  return {
    devices: outcome.devices.map((d) => toDevice(d, outcome.device.id)),
    deviceError: false,
    tokens: {
      access_token: access.token,
      expires_in: access.expiresIn,
      refresh_token: outcome.refreshToken,
    },
  };
}

/**
 * Exchanges a refresh token for a new pair. A token that was already exchanged means it was
 * copied: the whole family (the device's session) is revoked and both holders must sign in again.
 */
export async function refresh(
  deps: AccountsDeps,
  tenant: Tenant,
  presented: string,
  country: string | null = null,
) {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, tokenHash(presented));
    if (!row || row.tenantId !== tenant.id) return { kind: 'invalid' as const };
    const session = await findSession(tx, tenant.id, row.sessionId);
    if (!session || session.revokedAt) return { kind: 'invalid' as const };
    if (row.rotatedAt) {
      const revoked = await revokeSessions(
        tx,
        tenant.id,
        { sessionId: session.id },
        'refresh_token_reuse',
      );
      return { kind: 'reused' as const, revoked, userId: session.userId };
    }
    if (row.expiresAt <= now || session.expiresAt <= now) {
      const revoked = await revokeSessions(tx, tenant.id, { sessionId: session.id }, 'expired');
      return { kind: 'expired' as const, revoked };
    }
    await markRotated(tx, row.tokenHash, now);
    await touchSession(tx, tenant.id, session.id, now);
    await markDeviceSeen(tx, tenant.id, session.deviceRowId, { at: now, country });
    const refreshToken = await newRefreshToken(deps, tx, tenant.id, session.id, session.expiresAt);
    return { kind: 'rotated' as const, session, refreshToken };
  });

  if (outcome.kind !== 'rotated') {
    if (outcome.kind !== 'invalid') deps.sessionCheck.forget(tenant.id, outcome.revoked);
    if (outcome.kind === 'reused')
      deps.log.warn(
        { tenantId: tenant.id, userId: outcome.userId },
        'refresh token replayed; session revoked',
      );
    throw expiredSession();
  }
  const access = await deps.signer.issue({
    userId: outcome.session.userId,
    tenantId: tenant.id,
    scope: 'full',
    sessionId: outcome.session.id,
  });
  return { token: access.token, expires_in: access.expiresIn, refresh_token: outcome.refreshToken };
}

export async function revoke(
  deps: AccountsDeps,
  tenantId: string,
  where: Parameters<typeof revokeSessions>[2],
  reason: string,
) {
  const ids = await revokeSessions(deps.db, tenantId, where, reason);
  deps.sessionCheck.forget(tenantId, ids);
  return ids;
}
