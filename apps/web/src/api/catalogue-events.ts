import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CATALOGUE_VERSION_META } from '@flame/shared';
import { openLiveStream } from '../lib/live-stream';
import { invalidate } from './invalidate';
import { catalogueKeys } from './query-keys';

/**
 * How long a visible page waits before it opens the stream: a page's first seconds stay free of a request that
 * never ends, so 'the network is quiet' still comes (audits, tests waiting for it), and a visit that leaves at
 * once opens nothing. A customer's first interaction opens it at once. Its first event says the current version:
 * a page rendered at another one (or not rendered by the server) refetches, so nothing changed in between is
 * missed.
 */
export const CATALOGUE_STREAM_DELAY_MS = 10_000;
/** Each tab refetches at a random moment within this spread, so a crowd's refetches do not land together. */
const REFETCH_SPREAD_MS = 1_000;
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Keeps the open public pages true to the restaurant's service state (pause and resume, sold-out dishes, hours
 * and special days): while the tab is visible it follows `GET /api/catalogue/events`, which says only that the
 * catalogue changed, and refetches the restaurant and menu reads (answered from the server's kept copies).
 * A hidden tab closes the stream and refetches when it is shown again (docs/decisions/032-live-catalogue).
 */
export function useLiveCatalogue() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let close: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    // The version the server-rendered page was at: its data needs no refetch while the stream says the same.
    let lastVersion = document.querySelector<HTMLMetaElement>(
      `meta[name="${CATALOGUE_VERSION_META}"]`,
    )?.content;

    const refetchSoon = () => {
      clearTimeout(refetchTimer);
      refetchTimer = setTimeout(
        () => void invalidate(queryClient, catalogueKeys),
        Math.random() * REFETCH_SPREAD_MS,
      );
    };
    const seen = (data: unknown) => {
      const version = (data as { version?: string }).version;
      if (version === lastVersion) return;
      lastVersion = version;
      refetchSoon();
    };
    const open = () => {
      clearTimeout(timer);
      stopWaitingForInteraction();
      if (close) return;
      close = openLiveStream({
        url: () => '/api/catalogue/events',
        onState: () => undefined,
        on: { ready: seen, catalogue: seen, resync: refetchSoon },
      });
    };
    const stopWaitingForInteraction = () =>
      INTERACTIONS.forEach((name) => window.removeEventListener(name, open));
    const shut = () => {
      clearTimeout(timer);
      stopWaitingForInteraction();
      close?.();
      close = undefined;
    };
    let wasHidden = false;
    const follow = () => {
      if (document.visibilityState !== 'visible') {
        wasHidden = true;
        return shut();
      }
      if (close) return;
      // Shown again after being hidden: a change may have been missed.
      if (wasHidden) return open();
      timer = setTimeout(open, CATALOGUE_STREAM_DELAY_MS);
      INTERACTIONS.forEach((name) => window.addEventListener(name, open, { once: true, passive: true }));
    };

    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      clearTimeout(refetchTimer);
      shut();
    };
  }, [queryClient]);
}
