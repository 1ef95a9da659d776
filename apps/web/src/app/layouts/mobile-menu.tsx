import { DESKTOP_MIN_WIDTH } from '@flame/shared';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { AccountSlot } from './account-slot';
import { CATEGORY_LINKS, NAV_AFTER_MENU, NAV_BEFORE_MENU, VIEW_ALL_MENU, type NavItem } from './nav-links';

/**
 * The narrow-screen navigation: a hamburger toggle and a collapsible panel under the header with the same links,
 * a single-column category list (every category in the panel's own scroll, never a box of its own that cuts the
 * list) and the account slot. Closes after a link is chosen, on Escape and when the
 * window reaches the desktop width.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const item = ({ label, to, end }: NavItem) => (
    <li key={to}>
      <NavLink
        to={to}
        end={end}
        onClick={close}
        className={({ isActive }) =>
          `block rounded-lg px-3 py-2.5 text-base font-medium transition-colors ${
            isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-800 hover:bg-brand-50 hover:text-brand-700'
          }`
        }
      >
        {label}
      </NavLink>
    </li>
  );

  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="grid size-10 place-items-center rounded-full text-stone-800 transition-colors hover:bg-brand-50 hover:text-brand-700"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MenuIcon aria-hidden="true" className="size-6" />
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-cream-200 bg-cream-50 shadow-raised"
      >
        <nav aria-label="Main" className="container-page flex flex-col gap-4 py-4">
          <ul className="flex flex-col gap-0.5">
            {NAV_BEFORE_MENU.map(item)}
            <li>
              <p
                id={`${panelId}-menu`}
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-stone-600 uppercase"
              >
                Menu
              </p>
              <div className="rounded-card border border-cream-200 bg-white p-1.5">
                <Link
                  to={VIEW_ALL_MENU.to}
                  onClick={close}
                  className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {VIEW_ALL_MENU.label}
                </Link>
                <ul aria-labelledby={`${panelId}-menu`}>
                  {CATEGORY_LINKS.map((category) => (
                    <li key={category.to}>
                      <Link
                        to={category.to}
                        onClick={close}
                        className="block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-700"
                      >
                        {category.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
            {NAV_AFTER_MENU.map(item)}
          </ul>
          <div className="border-t border-cream-200 pt-4">
            <AccountSlot layout="panel" onNavigate={close} />
          </div>
        </nav>
      </div>
    </div>
  );
}
