import { useEffect, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A pasted '/menu#biryani': the browser jumped to the category in the server's full menu, which the category
 * filter shortens once hydrated; this brings the category into view again, once. Navigations inside the site
 * are scrolled by the router's scroll restoration (to the hash on a visit, back to the left position on Back).
 */
export function useLandOnHashCategory(hashCategory: string | null) {
  const hydrated = useHydrated();
  const [serverRendered] = useState(!hydrated);
  const landed = useRef(false);

  useEffect(() => {
    if (!serverRendered || landed.current || !hashCategory) return;
    landed.current = true;
    document.getElementById(hashCategory)?.scrollIntoView({ block: 'start' });
  }, [serverRendered, hashCategory]);
}
