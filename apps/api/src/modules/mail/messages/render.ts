import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** Headings keep their case in the plain-text part (the converter shouts them by default). */
const plainTextOptions = {
  plainText: true,
  htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
} as const;

/** A message's HTML part and its plain-text part, from one React element. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, plainTextOptions)]);
  return { html, text };
}
