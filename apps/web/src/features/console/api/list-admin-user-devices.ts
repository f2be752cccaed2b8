// GET /api/admin/users/:id/devices: an account's devices, as its own device list shows them.
import { useQuery } from '@tanstack/react-query';
import { listAdminUserDevicesCall } from '@touchline/contract/calls/admin-users';
import type { Device } from '@touchline/contract/entities/device';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function listAdminUserDevices(id: string, signal?: AbortSignal): Promise<Device[]> {
  return (await apiClient().request(listAdminUserDevicesCall, { params: { id }, signal })).content
    .devices;
}

export const useAdminUserDevices = (id: string) =>
  useQuery({
    queryKey: consoleKeys.userDevices(id),
    queryFn: ({ signal }) => listAdminUserDevices(id, signal),
  });
