import { splitInTwoColumns } from '@flame/shared';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { CATEGORY_LINKS, VIEW_ALL_MENU } from './nav-links';

const [FIRST_COLUMN, SECOND_COLUMN] = splitInTwoColumns(CATEGORY_LINKS);

/**
 * The desktop 'Menu' dropdown: opens on click or hover, closes when the pointer leaves, on Escape, on a click
 * or focus elsewhere and after a link is chosen. A hover-opened panel stays open when the button is then clicked.
 */
export function MenuDropdown() {
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onMenuPage = useLocation().pathname === paths.menu.path;
  const close = () => setOpenedBy(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedBy(null);
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpenedBy((current) => current ?? 'hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') close();
  };

  const linkClass =
    'block rounded-lg px-3 py-2 text-sm text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700';

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedBy((current) => (current === 'click' ? null : 'click'))}
        className={`inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium transition-colors ${
          open || onMenuPage
            ? 'bg-brand-50 text-brand-700'
            : 'text-stone-700 hover:bg-brand-50 hover:text-brand-700'
        }`}
      >
        Menu
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-1/2 z-50 -translate-x-1/2 pt-3">
        <div className="max-h-96 w-96 overflow-y-auto rounded-card border border-cream-200 bg-white p-3 shadow-raised">
          <Link
            to={VIEW_ALL_MENU.to}
            onClick={close}
            className="mb-2 block rounded-lg bg-brand-50 px-3 py-2.5 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-100"
          >
            {VIEW_ALL_MENU.label}
          </Link>
          <div className="grid grid-cols-2 gap-x-2">
            {[FIRST_COLUMN, SECOND_COLUMN].map((column, index) => (
              <ul key={index} className="flex flex-col">
                {column.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} onClick={close} className={linkClass}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
