import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DialogTitleBar } from './dialog-title-bar';
import { focusReturner } from './return-focus';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What the modal and the drawer share, on a native `<dialog>` opened with `showModal()` (the rest of the page
 * becomes inert, the dialog sits above the fixed header): focus moves into it and back to where it was (or near, see `focusReturner`), Escape
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
    const returnFocus = focusReturner(document.activeElement);

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
      returnFocus();
    };
  }, []);

  // Chrome closes a dialog itself on a second Escape with no press in between (its 'cancel' cannot be refused
  // then). When the owner keeps the dialog mounted (it asked first, or ignores closing while busy), it comes
  // back once no other dialog is open, so what was typed in it is not lost from view.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open || typeof dialog.showModal !== 'function') return;
    if (!document.querySelector('dialog[open]')) dialog.showModal();
  });

  return ref;
}

/** The classes that make a `DialogPanel` a centred modal or a side drawer. */
export interface DialogPanelLayout {
  dialog: string;
  frame: string;
  titleBar: string;
  body: string;
  footer: string;
}

/**
 * The `<dialog>` of the modal and the drawer, labelled by its title: the title bar with its close icon, the body,
 * and the footer's actions when there are some. Mount it only while it is open.
 */
export function DialogPanel({
  onClose,
  title,
  children,
  footer,
  closeLabel,
  layout,
}: {
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  layout: DialogPanelLayout;
}) {
  const ref = useDialog(onClose);
  const titleId = useId();
  return (
    <dialog ref={ref} aria-modal="true" aria-labelledby={titleId} className={layout.dialog}>
      <div className={layout.frame}>
        <DialogTitleBar
          titleId={titleId}
          title={title}
          onClose={onClose}
          closeLabel={closeLabel}
          className={layout.titleBar}
        />
        <div className={layout.body}>{children}</div>
        {footer && <div className={layout.footer}>{footer}</div>}
      </div>
    </dialog>
  );
}
