// POST /api/user/rename_device: gives one of the user's own devices a name (empty clears it).
import { renameDeviceCall, type RenameDeviceResponse } from '@touchline/contract/calls/auth';
import { apiClient } from '../../../lib/app/api-client';

export function renameDevice(deviceId: string, name: string): Promise<RenameDeviceResponse> {
  return apiClient().request(renameDeviceCall, { body: { deviceId, name } });
}
