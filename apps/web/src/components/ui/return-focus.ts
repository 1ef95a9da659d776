/**
 * Where the focus goes when a dialog closes: back to what held it when the dialog opened, or, when that is gone
 * (the row it stood in was deleted), to the heading of the nearest part of the page that is still there (the
 * list's section), else to the page's `<main>`; never to the page itself, where a keyboard user would start over.
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
      .map((node) => node.querySelector<HTMLElement>('h1, h2, h3'))
      .find((found) => found !== null);
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return;
    }
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
}
