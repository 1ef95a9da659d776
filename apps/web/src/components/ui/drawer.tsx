import { useId, type ReactNode } from 'react';
import { DialogTitleBar } from './dialog-title-bar';
import { useDialog } from './modal';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Stays at the bottom while the body scrolls (totals, the main action). */
  footer?: ReactNode;
  closeLabel?: string;
}

/** A side sheet from the right, built like the modal: labelled by its title, Escape, backdrop, close icon. */
export function Drawer({ open, onClose, ...props }: DrawerProps) {
  return open ? <DrawerDialog onClose={onClose} {...props} /> : null;
}

function DrawerDialog({ onClose, title, children, footer, closeLabel = 'Close' }: Omit<DrawerProps, 'open'>) {
  const ref = useDialog(onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md border-0 bg-cream-50 p-0 text-stone-800 shadow-raised transition-transform duration-200 ease-out backdrop:bg-stone-950/50 motion-reduce:transition-none starting:translate-x-full"
    >
      <div className="flex h-full flex-col">
        <DialogTitleBar
          titleId={titleId}
          title={title}
          onClose={onClose}
          closeLabel={closeLabel}
          className="h-16 shrink-0 items-center border-b border-cream-200 bg-white px-5"
        />
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="shrink-0 border-t border-cream-200 bg-white px-5 py-4">{footer}</div>}
      </div>
    </dialog>
  );
}
