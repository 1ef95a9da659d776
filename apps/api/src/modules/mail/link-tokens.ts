import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a link's token may open; a token signed for one purpose never opens another. */
export type LinkPurpose =
  | 'password-reset'
  | 'reservation-cancel'
  | 'reminders-off'
  /** An email address's 'Stop offers and news' link in any message's footer. */
  | 'marketing-off'
  | 'email-verify'
  /** An order without an account, followed from its emails. */
  | 'order-view'
  /** A walk-in's place in line, followed from the host's text or email. */
  | 'waitlist';

export interface LinkTokens {
  /** `<id>.<signature>`: the id of what the link opens, signed with the server's secret for one purpose. */
  sign(purpose: LinkPurpose, id: string): string;
  /** The id a well-formed token of this purpose was signed for, or undefined. */
  verify(purpose: LinkPurpose, token: string): string | undefined;
}

/** How a token is kept where one is stored: its hash only, so the table alone opens nothing. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Tokens for links in messages that work without signing in. The key is derived from the server's secret, so
 * the ids in the database (and in the outbox) are not enough to forge a link.
 */
export function createLinkTokens(secret: string): LinkTokens {
  const key = createHmac('sha256', secret).update('flame:link-tokens').digest();
  const signature = (purpose: LinkPurpose, id: string) =>
    createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url');
  return {
    sign: (purpose, id) => `${id}.${signature(purpose, id)}`,
    verify(purpose, token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const id = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(signature(purpose, id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}
