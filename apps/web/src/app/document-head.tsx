import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_DESCRIPTION, DEFAULT_HEAD } from '../lib/head';
import type { PageHead, RouteHandle } from '../lib/route-deps';

/** The head of the deepest matched route that declares one. Used by the server render and on navigation. */
export function resolveHead(
  matches: readonly { params: Record<string, string | undefined>; handle?: unknown }[],
  queryClient: Parameters<NonNullable<RouteHandle['head']>>[0]['queryClient'],
  origin: string | undefined,
): PageHead {
  for (const match of [...matches].reverse()) {
    const head = (match.handle as RouteHandle | undefined)?.head;
    if (head) return head({ params: match.params, queryClient, origin });
  }
  return DEFAULT_HEAD;
}

/** Keeps the document's title and description in step with client-side navigation. */
export function DocumentHead() {
  const matches = useMatches();
  const queryClient = useQueryClient();
  // Only the title and description change on navigation, and neither holds an absolute address.
  const head = resolveHead(matches, queryClient, undefined);
  useEffect(() => {
    document.title = head.title;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', head.description ?? DEFAULT_DESCRIPTION);
  }, [head.title, head.description]);
  return null;
}
