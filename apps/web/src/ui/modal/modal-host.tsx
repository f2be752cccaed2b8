// Where the open modal renders. The dialog primitive is a chunk of its own, fetched when the first
// modal opens, so pages that never open one do not load it.
import { lazy, Suspense } from 'react';
import { useModal } from './modal-store';

const ModalDialog = lazy(() => import('./modal-dialog'));

export function ModalHost() {
  const open = useModal((state) => state.component !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog />
    </Suspense>
  );
}
