import { describe, expect, it } from 'vitest';
import { runPageScript } from '../../test/page-script-window';
import { appendAfterLoadScript } from './after-load-markup';

const MARKUP = '<link rel="prefetch" href="/assets/a-1.woff2" type="font/woff2" crossorigin>';

describe('appendAfterLoadScript', () => {
  it('appends the markup to the body once the page has been painted and has loaded', () => {
    const page = runPageScript(appendAfterLoadScript(MARKUP));
    page.paint();
    page.runTimers();
    expect(page.done).toEqual([]);
    page.load();
    expect(page.done).toEqual([`body beforeend: ${MARKUP}`]);
  });

  it('appends it at the paint when the page had loaded before', () => {
    const page = runPageScript(appendAfterLoadScript(MARKUP));
    page.load();
    expect(page.done).toEqual([]);
    page.paint();
    page.runTimers();
    expect(page.done).toEqual([`body beforeend: ${MARKUP}`]);
  });

  it('cannot end the script element it is written in', () => {
    const markup = '<link href="/a"></script><script>alert(1)</script>';
    const script = appendAfterLoadScript(markup);
    expect(script).not.toContain('</');
    expect(runPageScript(script, { hidden: true, readyState: 'complete' }).done).toEqual([
      `body beforeend: ${markup}`,
    ]);
  });

  it('is empty when there is nothing to add', () => {
    expect(appendAfterLoadScript('')).toBe('');
  });
});
