// The devices of /account/devices/: the fresh list from the server with this browser marked;
// removing another device signs it out there at once (the server revokes and tells its room).
import { useQueryClient } from '@tanstack/react-query';
import type { Device } from '@touchline/contract/entities/device';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { deviceIdentity } from '../../../lib/session/device-identity';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { FormAlert } from '../../../ui/form-alert';
import { Skeleton } from '../../../ui/skeleton';
import { currentDeviceQueryOptions, useCurrentDeviceCheck } from '../api/check-current-device';
import { deleteDevice } from '../api/delete-device';
import { renameDevice } from '../api/rename-device';
import { DeviceList } from './device-list';

export function DevicesPanel() {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const device = deviceIdentity();
  const check = useCurrentDeviceCheck(device);
  const queryClient = useQueryClient();
  const stored = useSession((state) => state.devices);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * The list a write answered with. A check of the current device still under way started before
   * the write and would put the old list back when it lands, so it is cancelled first.
   */
  const showDevices = async (devices: Device[]) => {
    sessionStore().getState().setDevices(devices);
    const { queryKey } = currentDeviceQueryOptions(device);
    await queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData(queryKey, (previous) =>
      previous ? { content: { ...previous.content, devices } } : previous,
    );
  };

  const remove = async (target: Device) => {
    setFailure(null);
    setRemovingId(target.deviceId);
    try {
      const answer = await deleteDevice(target.deviceId);
      sessionStore().getState().removeDevice(target.deviceId);
      await showDevices(answer.content.devices);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setRemovingId(null);
    }
  };

  const rename = async (target: Device, name: string) => {
    setFailure(null);
    try {
      const answer = await renameDevice(target.deviceId, name);
      await showDevices(answer.content.devices);
    } catch (error) {
      setFailure(errorMessage(error));
      throw error;
    }
  };

  const devices = check.data?.content.devices ?? stored;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('devices.intro')}</p>
      {failure && <FormAlert testId="devices-error">{failure}</FormAlert>}
      {check.isPending && devices.length === 0 ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : (
        <DeviceList
          devices={devices}
          currentDeviceId={device.id}
          removingId={removingId}
          onRemove={(target) => void remove(target)}
          onRename={rename}
        />
      )}
    </div>
  );
}
