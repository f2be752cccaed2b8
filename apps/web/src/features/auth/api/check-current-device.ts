// POST /api/user/check_current_device: whether this browser may still use the account, and the
// device list (spec §4 "Device limit"). Never registers a device (register_new=no_register).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  checkCurrentDeviceCall,
  type CheckCurrentDeviceResponse,
} from '@touchline/contract/calls/auth';
import { apiClient } from '../../../lib/app/api-client';
import type { DeviceIdentity } from '../../../lib/session/device-identity';

export function checkCurrentDevice(
  device: DeviceIdentity,
  signal?: AbortSignal,
): Promise<CheckCurrentDeviceResponse> {
  return apiClient().request(checkCurrentDeviceCall, {
    body: { device_id: device.id, device_name: device.name, register_new: 'no_register' },
    signal,
  });
}

export const currentDeviceQueryOptions = (device: DeviceIdentity) =>
  queryOptions({
    queryKey: ['user', 'current-device', device.id] as const,
    queryFn: ({ signal }) => checkCurrentDevice(device, signal),
  });

export const useCurrentDeviceCheck = (device: DeviceIdentity) =>
  useQuery(currentDeviceQueryOptions(device));
