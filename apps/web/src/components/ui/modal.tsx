import type { ReactNode } from 'react';
import { DialogPanel } from './dialog-panel';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom (for example Cancel and Confirm). */
  footer?: ReactNode;
  closeLabel?: string;
  className?: string;
}

/** A centred dialog labelled by its title, with a close icon button; closes on Escape and backdrop click. */
export function Modal({ open, closeLabel = 'Close', className = '', ...props }: ModalProps) {
  if (!open) return null;
  return (
    <DialogPanel
      {...props}
      closeLabel={closeLabel}
      layout={{
        dialog:
          `m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-hidden rounded-card border-0 bg-white p-0 text-stone-800 shadow-raised backdrop:bg-stone-950/50 ${className}`.trim(),
        frame: 'flex max-h-[calc(100dvh-2rem)] flex-col',
        titleBar: 'items-start border-b border-stone-200 px-6 py-4',
        body: 'overflow-y-auto px-6 py-5',
        footer: 'flex flex-wrap justify-end gap-3 border-t border-stone-200 px-6 py-4',
      }}
    />
  );
}
