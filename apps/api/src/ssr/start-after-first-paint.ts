import { afterFirstPaint } from './after-first-paint';

/** The app's entry and the chunks it imports, as Vite writes them into the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/**
 * The template with the app started right after the browser's first paint instead of before it: the entry and
 * the chunks it imports are requested together once the server-rendered page is on screen (they never compete
 * with the page's own bytes and its first image on a slow network), by a script at the end of <body> that the
 * page's CSP allows by its hash.
 */
export function startAfterFirstPaint(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) return template;
  const chunks = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const start =
    `for(const href of ${JSON.stringify(chunks)}){const link=document.createElement('link');` +
    "link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}" +
    "const script=document.createElement('script');script.type='module';script.crossOrigin='';" +
    `script.src=${JSON.stringify(entry[1])};document.head.append(script)`;
  return template
    .replace(entry[0], '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `  <script>${afterFirstPaint(start)}</script>\n  </body>`);
}
