import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s (not 1 s): on a busy 2-core machine a first render with its fetches can
// take longer than a second, and a wait that ends early fails a test that is right.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker and its document (vitest.config.ts): each test leaves them as it found them.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});
