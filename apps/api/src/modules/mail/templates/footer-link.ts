import { AsyncLocalStorage } from 'node:async_hooks';

/** A link at the foot of a message, under the restaurant's contact. */
export interface FooterLink {
  href: string;
  label: string;
}

const footerLinks = new AsyncLocalStorage<FooterLink | undefined>();

/**
 * Composes a message with `link` at its foot: the link belongs to the message's recipient, which the layout
 * does not know, so it is handed to the layout around the composer rather than through every message's props.
 * Without a link, the message has none, even when composed inside another message's composing.
 */
export function withFooterLink<T>(link: FooterLink | undefined, compose: () => Promise<T>): Promise<T> {
  return footerLinks.run(link, compose);
}

/** The footer link of the message being composed, if it has one. */
export const currentFooterLink = (): FooterLink | undefined => footerLinks.getStore();
