import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task, after the tasks already queued', async () => {
    const log: string[] = [];
    setTimeout(() => log.push('a task queued before'), 0);
    void Promise.resolve().then(() => log.push('a microtask'));
    await yieldToMain();
    log.push('after the yield');
    expect(log).toEqual(['a microtask', 'a task queued before', 'after the yield']);
  });

  it('yields through scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
