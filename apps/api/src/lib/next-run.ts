/**
 * Shares one run of `task` between the callers that wait for it. A caller never joins a run that had
 * already started when it called: it waits for the next one, so its answer is never older than its own call
 * (a write committed before a request arrived is always seen). Under load, every caller that arrives while
 * one run is in flight shares the following run, so N concurrent callers cost about two runs, not N.
 */
export function nextRun<T>(task: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const run = task();
    current = run;
    const settle = () => {
      if (current === run) current = undefined;
    };
    run.then(settle, settle);
    return run;
  };

  return () => {
    if (!current) return start();
    queued ??= current
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
