// The user's devices with this browser marked; every other device can be removed.
import type { Device } from '@touchline/contract/entities/device';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

export const isThisDevice = (device: Device, currentDeviceId: string) =>
  device.isCurrent || device.deviceId === currentDeviceId;

export function DeviceList({
  devices,
  currentDeviceId,
  removingId,
  onRemove,
}: {
  devices: Device[];
  currentDeviceId: string;
  removingId: string | null;
  onRemove: (device: Device) => void;
}) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (devices.length === 0) {
    return <p className="text-sm text-fg-muted">{t('devices.none')}</p>;
  }
  return (
    <ul
      role="list"
      className="flex flex-col divide-y divide-line rounded-xl border border-line"
      data-testid="device-list"
    >
      {devices.map((device) => {
        const current = isThisDevice(device, currentDeviceId);
        return (
          <li
            key={device.deviceId}
            className="flex items-center gap-3 px-4 py-3"
            data-testid="device-row"
            data-device-id={device.deviceId}
            data-current={current || undefined}
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-fg">
                {device.deviceName}
                {current && (
                  <span
                    className="ms-2 rounded-full bg-brand/15 px-2 py-0.5 text-xs font-semibold text-brand"
                    data-testid="current-device-badge"
                  >
                    {t('devices.thisDevice')}
                  </span>
                )}
              </p>
              <p className="truncate text-xs text-fg-muted">
                {t(`devices.type.${device.deviceType}`)}
                {device.osName ? ` · ${device.osName} ${device.osVersion}`.trimEnd() : ''}
                {' · '}
                {t('devices.lastUsed', { date: day.format(new Date(device.updatedAt)) })}
              </p>
            </div>
            {!current && (
              <Button
                size="small"
                kind="danger"
                outline
                disabled={removingId !== null}
                onClick={() => onRemove(device)}
                aria-label={t('devices.removeNamed', { name: device.deviceName })}
                data-testid="remove-device"
              >
                {removingId === device.deviceId ? t('devices.removing') : t('devices.remove')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
