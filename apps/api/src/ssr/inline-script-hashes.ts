import { createHash } from 'node:crypto';

/** A `<script>` without `src`: its text is what the browser hashes. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source expressions (`sha256-…`) of a page's inline scripts: with them in script-src the browser runs
 * exactly these scripts and no other inline script, and the page needs no per-request nonce, so its bytes are
 * the same for every visitor. Data blocks (JSON-LD) are hashed too; allowing them is harmless, they never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
