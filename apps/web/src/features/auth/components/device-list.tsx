// The user's devices with this browser marked: what each is (browser, system, type), when it was
// first and last seen and roughly where, a name the user may give it; every other one can go,
// once the viewer confirms it in a dialog of the modal service (spec §4 "Modal").
import type { Device } from '@touchline/contract/entities/device';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { confirmAction } from '../../../ui/modal/confirm';
import { devicePlace, deviceTitle } from './device-label';
import { DeviceRenameForm } from './device-rename-form';

export const isThisDevice = (device: Device, currentDeviceId: string) =>
  device.isCurrent || device.deviceId === currentDeviceId;

export function DeviceList({
  devices,
  currentDeviceId,
  removingId,
  onRemove,
  onRename,
}: {
  devices: Device[];
  currentDeviceId: string;
  removingId: string | null;
  onRemove: (device: Device) => void;
  /** Absent where naming is not offered (the device-limit page's limited token cannot). */
  onRename?: (device: Device, name: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [renamingId, setRenamingId] = useState<string | null>(null);
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
        const title = deviceTitle(device, t);
        const place = devicePlace(device, i18n.language, t);
        const facts = [
          t(`devices.type.${device.deviceType}`),
          place,
          t('deviceDetails.firstSeen', { date: day.format(new Date(device.addedAt)) }),
          t('deviceDetails.lastSeen', { date: day.format(new Date(device.updatedAt)) }),
        ].filter(Boolean);
        return (
          <li
            key={device.deviceId}
            className="flex flex-wrap items-center gap-3 px-4 py-3"
            data-testid="device-row"
            data-device-id={device.deviceId}
            data-current={current || undefined}
          >
            <div className="min-w-0 flex-1 basis-56">
              <p className="break-words font-semibold text-fg" data-testid="device-title">
                {title}
                {current && (
                  <span
                    className="ms-2 inline-block rounded-full bg-brand/15 px-2 py-0.5 text-xs font-semibold text-brand"
                    data-testid="current-device-badge"
                  >
                    {t('devices.thisDevice')}
                  </span>
                )}
              </p>
              <p className="break-words text-xs text-fg-muted" data-testid="device-facts">
                {facts.join(' · ')}
              </p>
              {onRename && renamingId === device.deviceId && (
                <DeviceRenameForm
                  initial={device.customName ?? ''}
                  onCancel={() => setRenamingId(null)}
                  onSave={async (name) => {
                    await onRename(device, name);
                    setRenamingId(null);
                  }}
                />
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              {onRename && renamingId !== device.deviceId && (
                <Button
                  size="small"
                  kind="secondary"
                  outline
                  onClick={() => setRenamingId(device.deviceId)}
                  aria-label={t('deviceDetails.renameNamed', { name: title })}
                  data-testid="rename-device"
                >
                  {t('deviceDetails.rename')}
                </Button>
              )}
              {!current && (
                <Button
                  size="small"
                  kind="danger"
                  outline
                  disabled={removingId !== null}
                  onClick={() =>
                    void confirmAction({
                      title: t('devices.confirmRemove.title'),
                      text: t('devices.confirmRemove.text', { name: title }),
                      confirmLabel: t('devices.remove'),
                      dismissLabel: t('devices.confirmRemove.keep'),
                      danger: true,
                    }).then((accepted) => accepted && onRemove(device))
                  }
                  aria-label={t('devices.removeNamed', { name: title })}
                  data-testid="remove-device"
                >
                  {removingId === device.deviceId ? t('devices.removing') : t('devices.remove')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
