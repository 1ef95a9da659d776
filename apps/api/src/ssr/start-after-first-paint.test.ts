import { describe, expect, it } from 'vitest';
import { runPageScript } from '../../test/page-script-window';
import { startAfterFirstPaint } from './start-after-first-paint';

const TEMPLATE = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
    <link rel="modulepreload" crossorigin href="/assets/web-3.js">
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>`;

describe('startAfterFirstPaint', () => {
  it('requests no script before the first paint: the page only carries the script that starts the app', () => {
    const html = startAfterFirstPaint(TEMPLATE);
    expect(html).not.toContain('/assets/index-1.js"></script>');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<div id="root"><!--app-html--><\/div>\s*<script>[^<]+<\/script>\s*<\/body>/);
  });

  it('after the first paint, requests the chunks and the entry together', () => {
    const script = /<script>([^<]+)<\/script>/.exec(startAfterFirstPaint(TEMPLATE))![1]!;
    const page = runPageScript(script);
    expect(page.done).toEqual([]);
    page.paint();
    page.runTimers();
    expect(page.done).toEqual([
      'head: {"tag":"link","rel":"modulepreload","crossOrigin":"","href":"/assets/vendor-2.js"}',
      'head: {"tag":"link","rel":"modulepreload","crossOrigin":"","href":"/assets/web-3.js"}',
      'head: {"tag":"script","type":"module","crossOrigin":"","src":"/assets/index-1.js"}',
    ]);
  });

  it('leaves a template without an entry script as it is', () => {
    expect(startAfterFirstPaint('<body></body>')).toBe('<body></body>');
  });
});
