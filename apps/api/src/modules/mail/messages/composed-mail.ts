import type { Database } from '../../../db/client';
import type { LinkTokens } from '../link-tokens';
import type { OutgoingMail } from '../transport';
import type { OrderMailSource } from './order-mail-source';

export interface SiteLinks {
  /** The site's address for links in messages (PUBLIC_URL, never a request's Host header). */
  siteUrl: string;
  /** Signs the tokens of links that work without signing in (password reset, cancel a reservation). */
  links: LinkTokens;
}

export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
  replyTo: string | undefined;
  attachments?: OutgoingMail['attachments'];
  headers?: OutgoingMail['headers'];
}

/** What the statement that took the message from the outbox read with it: its order's source, if it names one. */
export interface ReadWithMessage {
  orderMail?: OrderMailSource | null;
}

/**
 * Reads the message's content now (`at`, the sender's clock) and writes it; what `read` holds (read with the
 * message, at the same moment) is not read again.
 */
export type Composer = (
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
  at: Date,
  read?: ReadWithMessage,
) => Promise<ComposedMail>;
