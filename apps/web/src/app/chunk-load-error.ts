/**
 * Errors of a page's code that could not be fetched (the connection dropped, the server down, or a deploy that
 * removed the old files), as opposed to errors of the code itself. Two signs, each enough:
 * - Vite's loader announces every route script or stylesheet it failed to load with `vite:preloadError` on
 *   `window` (the event's `payload` is the error the router then receives);
 * - an `import()` the browser could not fetch rejects with a TypeError: Chromium's 'Failed to fetch
 *   dynamically imported module: …', Firefox's 'error loading dynamically imported module: …', Safari's
 *   'Importing a module script failed.'.
 */
const announced = new WeakSet<Error>();
if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', ({ payload }) => {
    if (payload instanceof Error) announced.add(payload);
  });
}

const IMPORT_FAILED = /dynamically imported module|Importing a module script failed/;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (announced.has(error) || (error instanceof TypeError && IMPORT_FAILED.test(error.message)))
  );
}
