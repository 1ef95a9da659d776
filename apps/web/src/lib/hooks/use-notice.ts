import { SUCCESS_BANNER_MS } from '@flame/shared';
import { useCallback, useEffect, useState } from 'react';

export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** It takes the focus when it shows: the outcome of a send, unless the focus went to a refused field. */
  focus?: boolean;
}

/**
 * One page banner: success notices leave after 5 seconds; errors and news from the restaurant
 * stay until dismissed.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  // Each notice is a new object, so a second success restarts the 5 seconds.
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, show: setNotice, dismiss };
}
