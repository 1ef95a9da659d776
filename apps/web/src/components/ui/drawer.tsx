import { DialogPanel, type DialogPanelLayout } from './dialog-panel';
import type { ModalProps } from './modal';

/** The modal's props but its width; the footer stays at the bottom while the body scrolls (totals, the main action). */
export type DrawerProps = Omit<ModalProps, 'className'>;

const DRAWER_LAYOUT: DialogPanelLayout = {
  dialog:
    'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md border-0 bg-cream-50 p-0 text-stone-800 shadow-raised transition-transform duration-200 ease-out backdrop:bg-stone-950/50 motion-reduce:transition-none starting:translate-x-full',
  frame: 'flex h-full flex-col',
  titleBar: 'h-16 shrink-0 items-center border-b border-cream-200 bg-white px-5',
  body: 'min-h-0 flex-1 overflow-y-auto px-5 py-4',
  footer: 'shrink-0 border-t border-cream-200 bg-white px-5 py-4',
};

/** A side sheet from the right, built like the modal: labelled by its title, Escape, backdrop, close icon. */
export function Drawer({ open, closeLabel = 'Close', ...props }: DrawerProps) {
  return open ? <DialogPanel {...props} closeLabel={closeLabel} layout={DRAWER_LAYOUT} /> : null;
}
