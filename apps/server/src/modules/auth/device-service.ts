// The device list: whether this device may still use the account, and removing one (which ends
// its sessions at once and tells the user's other devices through their realtime room).
import type {
  CheckCurrentDeviceResponse,
  DeleteDeviceResponse,
  RenameDeviceRequest,
  RenameDeviceResponse,
} from '@touchline/contract/calls/auth';
import { AppError } from '../../http/app-error';
import type { AuthSession, AuthUser } from '../../http/auth-plugin';
import { toDevice } from './account-mapper';
import type { AccountsDeps } from './accounts-deps';
import { countDevices, deleteDevice, listDevices, renameDevice } from './device-repository';
import { revoke } from './session-service';

/**
 * What callers outside the accounts module hand these services (made once in
 * app/register-accounts.ts).
 */
export type { AccountsDeps } from './accounts-deps';

export async function checkCurrentDevice(
  deps: AccountsDeps,
  user: AuthUser,
  deviceId: string,
): Promise<CheckCurrentDeviceResponse> {
  const rows = await listDevices(deps.db, user.tenantId, user.id);
  return {
    content: {
      devices: rows.map((row) => toDevice(row, deviceId)),
      enabled: rows.some((row) => row.deviceId === deviceId),
    },
  };
}

export async function removeDevice(
  deps: AccountsDeps,
  user: AuthUser,
  session: AuthSession,
  deviceId: string,
): Promise<DeleteDeviceResponse> {
  const left = await signOutDevice(deps, user.tenantId, user.id, deviceId);
  return { content: { devices: left.map((row) => toDevice(row, session.deviceRowId)) } };
}

/** A user's devices as their own list shows them, for the admin API (none is "current"). */
export async function devicesOf(deps: AccountsDeps, tenantId: string, userId: string) {
  const rows = await listDevices(deps.db, tenantId, userId);
  return rows.map((row) => toDevice(row, null));
}

/** The number of devices of each user, for the admin API's account list (0 when none). */
export async function deviceCountsOf(deps: AccountsDeps, tenantId: string, userIds: string[]) {
  const rows = await countDevices(deps.db, tenantId, userIds);
  const counts = new Map(rows.map((row) => [row.userId, Number(row.count)]));
  return (userId: string) => counts.get(userId) ?? 0;
}

/**
 * Ends a device's sessions and refresh tokens, deletes it and tells the user's other devices; the
 * user's own "remove device" and an operator's removal both come here. Answers the devices left.
 */
export async function signOutDevice(
  deps: AccountsDeps,
  tenantId: string,
  userId: string,
  deviceId: string,
) {
  const rows = await listDevices(deps.db, tenantId, userId);
  const target = rows.find((row) => row.deviceId === deviceId || row.id === deviceId);
  if (!target) throw AppError.notFound('No such device');
  await revoke(deps, tenantId, { deviceRowId: target.id }, 'device_removed');
  const deleted = await deleteDevice(deps.db, tenantId, userId, target.id);
  // A removal of the same device running at the same time deleted it first: answer like a repeat.
  if (deleted.length === 0) throw AppError.notFound('No such device');
  deps.deviceRemoved(tenantId, userId, target.deviceId);
  return rows.filter((row) => row.id !== target.id);
}

/** Only the user's own devices can be named: another user's id is answered like a missing one. */
export async function renameOwnDevice(
  deps: AccountsDeps,
  user: AuthUser,
  session: AuthSession,
  body: RenameDeviceRequest,
): Promise<RenameDeviceResponse> {
  const name = body.name.trim();
  const renamed = await renameDevice(
    deps.db,
    user.tenantId,
    user.id,
    body.deviceId,
    name === '' ? null : name,
  );
  if (renamed.length === 0) throw AppError.notFound('No such device');
  const rows = await listDevices(deps.db, user.tenantId, user.id);
  return { content: { devices: rows.map((row) => toDevice(row, session.deviceRowId)) } };
}
