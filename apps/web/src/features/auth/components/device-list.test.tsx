// Removing a device asks first, in a dialog of the modal service (spec §4 "Modal").
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Device } from '@touchline/contract/entities/device';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { closeModal } from '../../../ui/modal/modal-store';
import { ModalHost } from '../../../ui/modal/modal-host';
import { DeviceList } from './device-list';

const device = (deviceId: string, deviceName: string, isCurrent = false): Device => ({
  id: `id-${deviceId}`,
  addedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  deviceId,
  deviceName,
  customName: null,
  deviceType: 'desktop',
  isCurrent,
  osName: 'Linux',
  osVersion: '',
  browserName: '',
  browserVersion: '',
  country: null,
});

afterEach(() => act(() => closeModal()));

async function renderList(onRemove: (device: Device) => void) {
  await renderAtRoute(await testServices(), '/account/devices/', () => (
    <>
      <DeviceList
        devices={[device('here', 'This browser', true), device('tv', 'Living room')]}
        currentDeviceId="here"
        removingId={null}
        onRemove={onRemove}
      />
      <ModalHost />
    </>
  ));
}

describe('DeviceList removal', () => {
  it('removes only after the viewer confirms, naming the device', async () => {
    const onRemove = vi.fn();
    await renderList(onRemove);
    expect(screen.getAllByTestId('remove-device')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('remove-device'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
    expect(dialog.textContent).toContain('will be signed out at once');
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await waitFor(() => expect(onRemove).toHaveBeenCalledTimes(1));
    expect(onRemove.mock.calls[0]![0]).toMatchObject({ deviceId: 'tv' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the device when the dialog is dismissed', async () => {
    const onRemove = vi.fn();
    await renderList(onRemove);
    fireEvent.click(screen.getByTestId('remove-device'));
    fireEvent.click(await screen.findByTestId('confirm-dismiss'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRemove).not.toHaveBeenCalled();
  });
});
