/** The first heading of `part` that is its own, not the heading of one of its items (another row or card). */
function ownHeading(part: Element): HTMLElement | undefined {
  return [...part.querySelectorAll<HTMLElement>('h1, h2, h3')].find((heading) => {
    const item = heading.closest('article, li, tr');
    return item === null || item.contains(part);
  });
}

/**
 * Where the focus goes when a dialog closes: back to what held it when the dialog opened, or, when that is gone
 * (the row it stood in was deleted), to the heading of the nearest part of the page that is still there (the
 * list's section, not another row's), else to the page's `<main>`;
 * never to the page itself, where a keyboard user would start over.
 */
export function focusReturner(opener: Element | null): () => void {
  const ancestors: Element[] = [];
  for (let node = opener?.parentElement; node; node = node.parentElement) ancestors.push(node);
  return () => {
    if (opener instanceof HTMLElement && opener.isConnected) {
      opener.focus();
      return;
    }
    const heading = ancestors
      .filter((node) => node.isConnected)
      .map((node) => ownHeading(node))
      .find((found) => found !== undefined);
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return;
    }
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
}

/**
 * A ref for a control that goes away once its work is done ('Try Again' when the list it retried arrives, 'Send
 * again' when the message it sent leaves the list): if the focus it held fell to the page, it goes to the
 * heading of the part of the page still there (see `focusReturner`). A focus something else placed stays.
 */
export function focusNearbyWhenRemoved(control: HTMLElement | null): (() => void) | undefined {
  if (!control) return undefined;
  // The ref's cleanup runs while the control is still in the page.
  return () => {
    if (document.activeElement !== control) return;
    const returnFocus = focusReturner(control);
    queueMicrotask(() => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) returnFocus();
    });
  };
}
