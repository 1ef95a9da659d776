import type { Page } from '@playwright/test';

interface ShiftWatch {
  total: number;
  moved: string[];
}

/**
 * Adds up the page's layout shifts from its first paint on (Cumulative Layout Shift, shifts right after an input
 * left out as the metric does), and notes what moved, so a failure says which element jumped.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch: ShiftWatch = { total: 0, moved: [] };
    (window as unknown as { layoutShifts: ShiftWatch }).layoutShifts = watch;
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        watch.total += entry.value;
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          watch.moved.push(
            `${entry.value.toFixed(4)} ${element?.tagName.toLowerCase() ?? '?'}.${element?.className ?? ''}`.slice(
              0,
              160,
            ),
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far and what moved, once two frames have passed (the last shifts are reported). */
export function layoutShifts(page: Page): Promise<ShiftWatch> {
  return page.evaluate(
    () =>
      new Promise<ShiftWatch>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShifts: ShiftWatch }).layoutShifts),
          ),
        ),
      ),
  );
}
