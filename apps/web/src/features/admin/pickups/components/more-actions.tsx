import { Ellipsis } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** A round 44 px button, the smallest a finger hits at once, with the site's focus ring. */
const TOGGLE =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border text-brand-700 transition-colors ' +
  'hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * A card's less frequent actions behind one button (a disclosure: the button says whether its panel is open):
 * the button, then the panel, which takes a line of its own in a wrapping flex row. Escape closes it and puts the
 * focus back on the button, and so does choosing an action, before the action opens its dialog: the dialog
 * then hands the focus back to the button, which stays in the page, when it closes.
 */
export function MoreActions({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
  };
  // The action's own handler has run (a dialog asked for, a ticket sent) when the click reaches the panel.
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('button, a')) close();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={onKeyDown}
        className={`${TOGGLE} ${open ? 'border-brand-300 bg-brand-50' : 'border-brand-200 bg-white'}`}
      >
        <Ellipsis aria-hidden="true" className="size-6" />
      </button>
      {/* Keys and clicks reach the panel from its buttons and links, the only things in it to use. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        hidden={!open}
        onKeyDown={onKeyDown}
        onClick={onPanelClick}
        className="w-full border-t border-cream-200 pt-2"
      >
        <div className="flex flex-col gap-2">{children}</div>
      </div>
    </>
  );
}
