import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to '…/settings#email-status' lands on that card once its content has loaded (`ready`): the router's
 * scroll restoration runs before a card that loads its own data has its height, so it would land short.
 * Once per visit; the browser keeps the card in place while cards above it finish loading.
 */
export function useLandOnHash(id: string, ready: boolean) {
  const { hash, key } = useLocation();
  const landed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ready || hash !== `#${id}` || landed.current === key) return;
    landed.current = key;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [ready, hash, id, key]);
}
