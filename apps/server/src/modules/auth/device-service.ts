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
import { deleteDevice, listDevices, renameDevice } from './device-repository';
import { revoke } from './session-service';

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
  const rows = await listDevices(deps.db, user.tenantId, user.id);
  const target = rows.find((row) => row.deviceId === deviceId || row.id === deviceId);
  if (!target) throw AppError.notFound('No such device');
  await revoke(deps, user.tenantId, { deviceRowId: target.id }, 'device_removed');
  const deleted = await deleteDevice(deps.db, user.tenantId, user.id, target.id);
  // A removal of the same device running at the same time deleted it first: answer like a repeat.
  if (deleted.length === 0) throw AppError.notFound('No such device');
  deps.deviceRemoved(user.tenantId, user.id, target.deviceId);
  return {
    content: {
      devices: rows
        .filter((row) => row.id !== target.id)
        .map((row) => toDevice(row, session.deviceRowId)),
    },
  };
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
