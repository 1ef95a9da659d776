import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

/** Vite's loader announcing a failed preload, as its helper does before the router receives the error. */
function announce(error: unknown) {
  window.dispatchEvent(
    Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }),
  );
}

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: http://localhost:3999/assets/orders-page-yS_XGlXs.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: http://localhost:3999/assets/orders-page-yS_XGlXs.js',
    ],
    ['Safari', 'Importing a module script failed.'],
  ])("knows %s's failed import()", (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('knows a stylesheet or script Vite announced it could not load', () => {
    const css = new Error('Unable to preload CSS for http://localhost:3999/assets/orders-page-D1x2.css');
    expect(isChunkLoadError(css)).toBe(false);
    announce(css);
    expect(isChunkLoadError(css)).toBe(true);
  });

  it('leaves every other error to the render error screen', () => {
    announce(undefined);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(
      false,
    );
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    // The same words thrown by the code itself, not by the browser's import().
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
