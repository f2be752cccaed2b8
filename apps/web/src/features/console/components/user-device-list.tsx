// An account's devices as the operator sees them: what each is and when it was last seen, and a
// Remove that signs it out once the operator confirms it in a dialog of the modal service.
import type { Device } from '@touchline/contract/entities/device';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { confirmAction } from '../../../ui/modal/confirm';
import { shortDateTime } from '../lib/when';
import { Empty } from './console-states';

export const deviceLabel = (device: Device) => device.customName ?? device.deviceName;

export function UserDeviceList({
  devices,
  removingId,
  onRemove,
}: {
  devices: Device[];
  /** The device whose removal is on its way; every Remove waits for it. */
  removingId: string | null;
  onRemove: (device: Device) => void;
}) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  if (devices.length === 0)
    return <Empty testId="user-devices-empty">{t('console.users.noDevices')}</Empty>;
  return (
    <ul role="list" className="flex flex-col divide-y divide-line rounded-lg border border-line">
      {devices.map((device) => {
        const name = deviceLabel(device);
        const system = [device.browserName, device.osName].filter(Boolean).join(' · ');
        return (
          <li
            key={device.id}
            className="flex flex-wrap items-center gap-3 px-3 py-2"
            data-testid="user-device"
            data-device-id={device.deviceId}
          >
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold break-words text-fg">{name}</p>
              <p className="text-xs break-words text-fg-muted">
                {[
                  t(`devices.type.${device.deviceType}`),
                  system,
                  t('console.users.lastSeen', {
                    date: shortDateTime(device.updatedAt, locale),
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <Button
              size="small"
              kind="danger"
              outline
              disabled={removingId !== null}
              aria-label={t('devices.removeNamed', { name })}
              onClick={() =>
                void confirmAction({
                  title: t('devices.confirmRemove.title'),
                  text: t('devices.confirmRemove.text', { name }),
                  confirmLabel: t('devices.remove'),
                  dismissLabel: t('devices.confirmRemove.keep'),
                  danger: true,
                }).then((accepted) => accepted && onRemove(device))
              }
              data-testid="user-device-remove"
            >
              {removingId === device.id ? t('devices.removing') : t('devices.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
