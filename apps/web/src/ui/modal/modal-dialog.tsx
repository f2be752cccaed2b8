// The open modal inside a Radix dialog: focus trapped and restored, Escape and the overlay close it.
import * as Dialog from '@radix-ui/react-dialog';
import { createElement } from 'react';
import { closeModal, useModal } from './modal-store';

export default function ModalDialog() {
  // The component is chosen by whoever opened the modal, so it is created from the store.
  const component = useModal((state) => state.component);
  const props = useModal((state) => state.props);
  const label = useModal((state) => state.label);
  if (!component) return null;
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) closeModal();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90vh] max-w-lg -translate-y-1/2 overflow-auto rounded-lg bg-surface p-6 text-fg shadow-xl"
        >
          <Dialog.Title className="sr-only">{label}</Dialog.Title>
          {createElement(component, { ...props, close: closeModal })}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
