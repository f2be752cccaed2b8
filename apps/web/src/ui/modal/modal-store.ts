// The modal service of spec §4: one modal at a time, opened with a component and its props,
// closed back to an empty placeholder, and its props patched while it is open (a survey dialog
// moving from "start" to the form, a confirmation showing that it is busy).
import type { ComponentType } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** What every modal component receives besides its own props. */
export interface ModalProps {
  /** Closes the modal; the component's own clean-up runs through `onClosed`. */
  close: () => void;
}

// Props are kept loosely typed inside the store; `openModal` checks them against the component.
type AnyProps = Record<string, unknown>;

export interface ModalState {
  component: ComponentType<AnyProps & ModalProps> | null;
  props: AnyProps;
  /** Shown to assistive technology as the dialog's name. */
  label: string;
  /** Called once when the modal closes, however it closes (button, Escape, replaced). */
  onClosed: (() => void) | null;
}

const empty: ModalState = { component: null, props: {}, label: '', onClosed: null };

export const modalStore = createStore<ModalState>()(() => empty);

export interface OpenModalOptions {
  label: string;
  onClosed?: () => void;
}

export function openModal<P extends object>(
  component: ComponentType<P & ModalProps>,
  props: P,
  options: OpenModalOptions,
) {
  const previous = modalStore.getState().onClosed;
  modalStore.setState({
    component: component as unknown as ModalState['component'],
    props: props as AnyProps,
    label: options.label,
    onClosed: options.onClosed ?? null,
  });
  previous?.();
}

export function closeModal() {
  const { onClosed, component } = modalStore.getState();
  if (!component) return;
  modalStore.setState(empty);
  onClosed?.();
}

export function patchModalProps(patch: AnyProps) {
  const state = modalStore.getState();
  if (!state.component) return;
  modalStore.setState({ props: { ...state.props, ...patch } });
}

export const useModal = <T>(select: (state: ModalState) => T) => useStore(modalStore, select);
