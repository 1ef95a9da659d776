interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so the browser can paint and answer input in between (a
 * phone counts a task over 50 ms as blocking): `scheduler.yield()` where the browser has it (the continuation
 * goes before other queued tasks), a timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
