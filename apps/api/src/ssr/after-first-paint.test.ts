import { describe, expect, it } from 'vitest';
import { runPageScript } from '../../test/page-script-window';
import { afterFirstPaint } from './after-first-paint';

const SCRIPT = afterFirstPaint("document.body.insertAdjacentHTML('beforeend','ran')");

describe('afterFirstPaint', () => {
  it('runs once the first contentful paint is reported, in a task of its own, and only once', () => {
    const page = runPageScript(SCRIPT);
    page.runTimers();
    expect(page.done).toEqual([]);
    page.paint();
    expect(page.done).toEqual([]);
    page.runTimers();
    expect(page.done).toEqual(['body beforeend: ran']);
    page.paint();
    page.runTimers(2000);
    expect(page.done).toEqual(['body beforeend: ran']);
  });

  it('runs after two seconds when no paint is reported', () => {
    const page = runPageScript(SCRIPT);
    page.runTimers(1999);
    expect(page.done).toEqual([]);
    page.runTimers(2000);
    expect(page.done).toEqual(['body beforeend: ran']);
  });

  it('runs at once in a hidden tab, and in a browser without paint timing', () => {
    expect(runPageScript(SCRIPT, { hidden: true }).done).toEqual(['body beforeend: ran']);
    expect(runPageScript(SCRIPT, { paintTiming: false }).done).toEqual(['body beforeend: ran']);
  });
});
