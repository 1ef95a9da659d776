import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/**
 * The add and edit dialogs of the list sections: the form (`children`, a `<form id={formId}>`), Cancel, and the
 * submit button, which reads 'Saving...' while busy. It cannot be closed while saving.
 */
export function FormModal({
  title,
  formId,
  submitLabel,
  busy,
  onClose,
  className,
  children,
}: {
  title: string;
  formId: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open
      onClose={close}
      title={title}
      className={className}
      footer={
        <>
          <Button variant="secondary" onClick={close} busy={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? 'Saving...' : submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
