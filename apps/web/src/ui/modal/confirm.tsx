// Confirmations of destructive actions (spec §4 "Modal"): the one modal service opens them, as it
// does the survey. `confirmAction` answers true only when the viewer accepts; dismissing it with
// its button, Escape or the overlay, or another modal replacing it, answers false.
import { Button } from '../button';
import { openModal, type ModalProps } from './modal-store';

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
  dismissLabel: string;
  /** A destructive action gets the danger look. */
  danger?: boolean;
}

function ConfirmDialog({
  title,
  text,
  confirmLabel,
  dismissLabel,
  danger,
  accept,
  close,
}: ConfirmOptions & ModalProps & { accept: () => void }) {
  return (
    <div className="flex flex-col gap-4" data-testid="confirm-dialog">
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      <p className="text-fg-muted">{text}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button kind="secondary" outline onClick={close} data-testid="confirm-dismiss">
          {dismissLabel}
        </Button>
        <Button
          kind={danger ? 'danger' : 'primary'}
          onClick={() => {
            accept();
            close();
          }}
          data-testid="confirm-accept"
          autoFocus
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let accepted = false;
    openModal(
      ConfirmDialog,
      { ...options, accept: () => (accepted = true) },
      { label: options.title, onClosed: () => resolve(accepted) },
    );
  });
}
