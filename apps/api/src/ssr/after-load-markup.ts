import { afterFirstPaint } from './after-first-paint';

/**
 * The text of an inline script that appends `markup` to the end of <body> once the page has loaded and been
 * painted. For requests that only warm the cache for the pages that follow: they never compete with what the
 * first paint needs. `<` is escaped so the markup cannot end the script element.
 */
export function appendAfterLoadScript(markup: string): string {
  if (!markup) return '';
  const text = JSON.stringify(markup).replace(/</g, '\\u003c');
  return afterFirstPaint(
    `const add=()=>document.body.insertAdjacentHTML('beforeend',${text});` +
      "document.readyState==='complete'?add():addEventListener('load',add)",
  );
}
