import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, a focus that was lost (the link that was followed went away with the mobile
 * menu that held it, so the focus fell to the page) goes to `target`, the new page's `<main>`: the next Tab
 * starts in the page and a screen reader reads it. Without scrolling: the scroll position is the scroll
 * restoration's. A focus still on something (a desktop link, a field a page focuses itself) stays where it is.
 */
export function useFocusAfterNavigation(target: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focused = document.activeElement;
    if (focused === null || focused === document.body) target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
