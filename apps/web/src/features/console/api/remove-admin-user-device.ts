// POST /api/admin/users/:id/devices/:deviceId/remove: signs the device out (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeAdminUserDeviceCall } from '@touchline/contract/calls/admin-users';
import type { Device } from '@touchline/contract/entities/device';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function removeAdminUserDevice(target: {
  userId: string;
  deviceId: string;
}): Promise<Device[]> {
  return (
    await apiClient().request(removeAdminUserDeviceCall, {
      params: { id: target.userId, deviceId: target.deviceId },
    })
  ).content.devices;
}

export const useRemoveAdminUserDevice = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: removeAdminUserDevice,
    onSuccess: (devices, target) => {
      queries.setQueryData(consoleKeys.userDevices(target.userId), devices);
      // The list's device counts and the audit trail changed too.
      return queries.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
};
