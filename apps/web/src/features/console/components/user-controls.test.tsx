// The controls of an account in the console: a role changes only once confirmed in the modal
// service's dialog, the global-tag switch says its state to assistive technology, and a device is
// removed only once confirmed.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminUser } from '@touchline/contract/calls/admin-users';
import type { Device } from '@touchline/contract/entities/device';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { ModalHost } from '../../../ui/modal/modal-host';
import { closeModal } from '../../../ui/modal/modal-store';
import { GlobalTagSwitch } from './global-tag-switch';
import { UserDeviceList } from './user-device-list';
import { UserRoleControl } from './user-role-control';

let services: TestServices;
beforeAll(async () => {
  services = await testServices();
});
afterEach(() => act(() => closeModal()));

const user: AdminUser = {
  id: 'u-1',
  email: 'ana@example.com',
  name: 'Ana',
  role: 'viewer',
  canCreateGlobalTag: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  deviceCount: 1,
};

const phone: Device = {
  id: 'row-1',
  addedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  deviceId: 'phone',
  deviceName: 'Safari on iOS',
  customName: 'Kitchen phone',
  deviceType: 'mobile',
  isCurrent: false,
  osName: 'iOS',
  osVersion: '17',
  browserName: 'Safari',
  browserVersion: '17',
  country: null,
};

const show = (node: React.ReactNode) =>
  render(
    <TestProviders services={services}>
      {node}
      <ModalHost />
    </TestProviders>,
  );

describe('UserRoleControl', () => {
  it('asks before making an account an operator, and sends nothing when kept', async () => {
    const change = vi.fn();
    show(<UserRoleControl user={user} busy={false} onChange={change} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Role');
    fireEvent.change(select, { target: { value: 'operator' } });
    const dialog = await screen.findByRole('dialog', { name: 'Change the role?' });
    expect(dialog.textContent).toContain(
      'ana@example.com will be able to use the operator console',
    );
    fireEvent.click(screen.getByTestId('confirm-dismiss'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(change).not.toHaveBeenCalled();
    // The select still shows the saved role.
    expect(select.value).toBe('viewer');

    fireEvent.change(select, { target: { value: 'operator' } });
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    await waitFor(() => expect(change).toHaveBeenCalledWith('operator'));
  });
});

describe('GlobalTagSwitch', () => {
  it('is a labelled switch that sends the opposite of its state', () => {
    const toggle = vi.fn();
    const { rerender } = show(<GlobalTagSwitch checked={false} busy={false} onToggle={toggle} />);
    const control = screen.getByRole('switch', { name: 'May write global tags' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(toggle).toHaveBeenCalledWith(true);
    rerender(
      <TestProviders services={services}>
        <GlobalTagSwitch checked busy onToggle={toggle} />
      </TestProviders>,
    );
    const on = screen.getByRole('switch', { name: 'May write global tags' });
    expect(on.getAttribute('aria-checked')).toBe('true');
    expect((on as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('UserDeviceList', () => {
  it('removes a device only once the operator confirms it', async () => {
    const remove = vi.fn();
    show(<UserDeviceList devices={[phone]} removingId={null} onRemove={remove} />);
    expect(screen.getByText('Kitchen phone')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kitchen phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
    expect(dialog.textContent).toContain('Kitchen phone will be signed out at once.');
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(phone));
  });

  it('says when no device is signed in', () => {
    show(<UserDeviceList devices={[]} removingId={null} onRemove={vi.fn()} />);
    expect(screen.getByTestId('user-devices-empty').textContent).toBe(
      'No device is signed in to this account.',
    );
  });
});
