import type { LinkTokens } from '../mail/link-tokens';

/** The guest's live page of one entry: its token is the entry id signed for the waitlist, nothing else. */
export function waitlistLink(siteUrl: string, links: LinkTokens, entryId: string): string {
  return `${siteUrl}/waitlist/${encodeURIComponent(links.sign('waitlist', entryId))}`;
}
