/** The global where the page's inline script (index.html) holds the taps made before the app started. */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

interface EarlyTap {
  type: 'click' | 'submit';
  target: HTMLElement;
  submitter?: HTMLButtonElement | HTMLInputElement | null;
  /** The control's place: the index of each element among its parent's children, from <html> down. */
  path: number[];
  /** Its text when tapped. */
  text: string | null;
}

type EarlyTaps = EarlyTap[] & { stop: () => void };

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: EarlyTaps;
  }
}

/**
 * The tapped control as the page holds it now: the same element, or, when the app rendered it anew (a
 * hydration that fell back to rendering), the element at its place with the same tag and text.
 */
function controlNow({ target, path, text }: EarlyTap): HTMLElement | null {
  if (target.isConnected) return target;
  let node: Element | undefined = document.documentElement;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && node.tagName === target.tagName && node.textContent === text
    ? node
    : null;
}

/**
 * Stops holding taps and replays, once each, those made before the app had hydrated: a click is clicked again
 * (now React's handlers answer it), a held submit is submitted again with its button. A control no longer on
 * the page drops its tap. Runs once; later calls do nothing.
 */
export function replayEarlyTaps(): void {
  const taps = window[EARLY_TAPS_GLOBAL];
  if (!taps) return;
  delete window[EARLY_TAPS_GLOBAL];
  taps.stop();
  for (const tap of taps.splice(0)) {
    tap.target.removeAttribute('data-early-tap');
    const target = controlNow(tap);
    const { type, submitter } = tap;
    if (!target) continue;
    if (type === 'click') target.click();
    else if (target instanceof HTMLFormElement)
      target.requestSubmit(submitter?.isConnected && submitter.form === target ? submitter : undefined);
  }
}
