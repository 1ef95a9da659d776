import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';

/**
 * The plain-text converter, compiled once: React Email's own settings (no word wrap, images and hidden parts
 * skipped, links without brackets, table cells as blocks), and headings keep their case (the converter shouts
 * them by default).
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [...plainTextSelectors, { selector: 'h1', options: { uppercase: false } }],
});

/** A message's HTML part and its plain-text part, from one render of the React element. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
