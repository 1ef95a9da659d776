import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/**
 * Asks before a change that cannot be undone (a delete, a cancellation). The two answers name what they do:
 * `dismissLabel` leaves everything as it was, `confirmLabel` goes ahead. When the change itself is a
 * cancellation, 'Cancel' would read both ways, so such a dialog names the dismiss answer ('Keep Order').
 * While `busy` both answers ignore presses but keep the focus inside the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  dismissLabel = 'Cancel',
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  dismissLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} busy={busy}>
            {dismissLabel}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-stone-800">{children}</div>
    </Modal>
  );
}
