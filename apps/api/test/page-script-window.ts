/**
 * Runs a page's inline script against a recorded stand-in for the browser's globals, and lets a test play the
 * page's events (first paint, load, timers) in the order it chooses.
 */
export interface PageScriptWindow {
  /** What the script did, in order: appended elements and markup. */
  done: string[];
  paint(): void;
  load(): void;
  /** Runs the timers set so far whose delay is at most `upTo` ms. */
  runTimers(upTo?: number): void;
}

export function runPageScript(
  script: string,
  options: { hidden?: boolean; paintTiming?: boolean; readyState?: 'loading' | 'complete' } = {},
): PageScriptWindow {
  const done: string[] = [];
  const timers: { delay: number; callback: () => void }[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const paintObservers: ((list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void)[] =
    [];
  const document = {
    hidden: options.hidden ?? false,
    readyState: options.readyState ?? 'loading',
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { append: (element: Record<string, string>) => done.push(`head: ${JSON.stringify(element)}`) },
    body: { insertAdjacentHTML: (where: string, html: string) => done.push(`body ${where}: ${html}`) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['mark'] : ['mark', 'paint'];
    constructor(private readonly callback: (typeof paintObservers)[number]) {}
    observe() {
      paintObservers.push(this.callback);
    }
    disconnect() {
      paintObservers.splice(paintObservers.indexOf(this.callback), 1);
    }
  }
  const globals = {
    document,
    PerformanceObserver,
    setTimeout: (callback: () => void, delay = 0) => timers.push({ delay, callback }),
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
  };
  new Function(...Object.keys(globals), script)(...Object.values(globals));
  const runTimers = (upTo = 0) => {
    for (const timer of timers.filter((t) => t.delay <= upTo)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.callback();
    }
  };
  return {
    done,
    paint() {
      const list = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) };
      for (const observer of [...paintObservers]) observer(list, new PerformanceObserver(observer));
    },
    load() {
      document.readyState = 'complete';
      for (const listener of listeners.load ?? []) listener();
    },
    runTimers,
  };
}
