import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from './modal-host';
import { closeModal, modalStore, openModal, patchModalProps, type ModalProps } from './modal-store';

function Greeting({ name, close }: { name: string } & ModalProps) {
  return (
    <div>
      <p>Hello {name}</p>
      <button type="button" onClick={close}>
        Done
      </button>
    </div>
  );
}

afterEach(() => act(() => closeModal()));

describe('modal service', () => {
  it('opens a component with props, patches them and closes to the empty placeholder', async () => {
    const onClosed = vi.fn();
    render(<ModalHost />);
    act(() => openModal(Greeting, { name: 'Ada' }, { label: 'Greeting', onClosed }));
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeTruthy();
    expect(screen.getByText('Hello Ada')).toBeTruthy();

    act(() => patchModalProps({ name: 'Grace' }));
    expect(screen.getByText('Hello Grace')).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'Done' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(modalStore.getState().component).toBeNull();
  });

  it('tells the replaced modal that it closed', () => {
    const first = vi.fn();
    openModal(Greeting, { name: 'A' }, { label: 'A', onClosed: first });
    openModal(Greeting, { name: 'B' }, { label: 'B' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(modalStore.getState().props).toEqual({ name: 'B' });
  });

  it('ignores a patch or close when nothing is open', () => {
    patchModalProps({ name: 'x' });
    closeModal();
    expect(modalStore.getState()).toMatchObject({ component: null, props: {} });
  });
});
