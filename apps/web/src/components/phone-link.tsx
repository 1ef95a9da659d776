import { phoneForDisplay, telHref } from '@flame/shared';
import type { ReactNode } from 'react';

/** The owner's screens' link look (the inbox's): brand text, underlined on hover; the number kept on one line. */
const LINK_LOOK = 'whitespace-nowrap text-brand-700 tabular-nums hover:underline';

/**
 * A guest's phone on the owner's screens, written one way ('(512) 555-0177' for a US number, else as typed) and
 * a link that calls it from a phone. `className` adds to the link's look (weight, spacing); `children` follow
 * the number inside the link, for words only a screen reader needs ('call about order 42').
 */
export function PhoneLink({
  phone,
  className = '',
  children,
}: {
  phone: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={telHref(phone)} className={`${LINK_LOOK} ${className}`.trim()}>
      {phoneForDisplay(phone)}
      {children}
    </a>
  );
}
