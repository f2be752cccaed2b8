// The devices page shows the list a removal answered with, even when a check of the current device
// that started before the removal lands after it with the old list.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Device } from '@touchline/contract/entities/device';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import { deviceIdentity } from '../../../lib/session/device-identity';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { closeModal } from '../../../ui/modal/modal-store';
import { ModalHost } from '../../../ui/modal/modal-host';
import { currentDeviceQueryOptions } from '../api/check-current-device';
import { DevicesPanel } from './devices-panel';

const device = (deviceId: string, deviceName: string): Device => ({
  id: `id-${deviceId}`,
  addedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  deviceId,
  deviceName,
  customName: null,
  deviceType: 'desktop',
  isCurrent: false,
  osName: 'Linux',
  osVersion: '',
  browserName: '',
  browserVersion: '',
  country: null,
});

afterEach(() => {
  act(() => closeModal());
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('DevicesPanel', () => {
  it('keeps a removed device off the list when an older check answers after the removal', async () => {
    const here = deviceIdentity();
    const both = [device(here.id, 'This browser'), device('tv-1', 'Living room')];
    let checks = 0;
    let releaseLateCheck: (() => void) | null = null;
    const fake = createFakeFetch((request) => {
      if (request.url.includes('check_current_device')) {
        checks += 1;
        const answer = jsonResponse({ content: { devices: both, enabled: true } });
        if (checks === 1) return answer;
        // The second check is under way while the viewer removes the device, and lands last.
        return new Promise((resolve) => {
          releaseLateCheck = () => resolve(answer);
        });
      }
      if (request.url.includes('delete_device'))
        return jsonResponse({ content: { devices: [both[0]] } });
      throw new Error(`unexpected ${request.url}`);
    });
    installApiClient(createHttpClient({ fetch: fake.fetch }));
    const services = await testServices();
    await renderAtRoute(services, '/account/devices/', () => (
      <>
        <DevicesPanel />
        <ModalHost />
      </>
    ));
    expect(await screen.findByText('Living room')).toBeTruthy();

    void services.queryClient.refetchQueries({
      queryKey: currentDeviceQueryOptions(here).queryKey,
    });
    await waitFor(() => expect(releaseLateCheck).not.toBeNull());
    fireEvent.click(screen.getByTestId('remove-device'));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    await waitFor(() => expect(screen.queryByText('Living room')).toBeNull());

    act(() => releaseLateCheck!());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Living room')).toBeNull();
  });
});
