import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DialogTitleBar } from './dialog-title-bar';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What the modal and the drawer share, on a native `<dialog>` opened with `showModal()` (the rest of the page
 * becomes inert, the dialog sits above the fixed header): focus moves into it and back to where it was, Escape
 * and a backdrop click call `onClose`, the page behind does not scroll. Mount the dialog only while it is open.
 */
export function useDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }

    const { body, documentElement } = document;
    const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onNativeClose = () => onCloseRef.current();
    // A click on the backdrop targets the dialog itself; the panel's content fills the dialog's box.
    let pressedOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedOnBackdrop) onCloseRef.current();
      pressedOnBackdrop = false;
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return ref;
}

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
export function Modal({ open, onClose, ...props }: ModalProps) {
  return open ? <ModalDialog onClose={onClose} {...props} /> : null;
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  closeLabel = 'Close',
  className = '',
}: Omit<ModalProps, 'open'>) {
  const ref = useDialog(onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-hidden rounded-card border-0 bg-white p-0 text-stone-800 shadow-raised backdrop:bg-stone-950/50 ${className}`.trim()}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <DialogTitleBar
          titleId={titleId}
          title={title}
          onClose={onClose}
          closeLabel={closeLabel}
          className="items-start border-b border-stone-200 px-6 py-4"
        />
        <div className="overflow-y-auto px-6 py-5">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 px-6 py-4">{footer}</div>
        )}
      </div>
    </dialog>
  );
}
