import { describe, expect, it } from 'vitest';
import { nextRun } from './next-run';

function deferredTask() {
  const runs: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const task = () =>
    new Promise<number>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, task };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('nextRun', () => {
  it('starts a run for the first caller and queues later callers on one next run', async () => {
    const { runs, task } = deferredTask();
    const shared = nextRun(task);
    const first = shared();
    const second = shared();
    const third = shared();
    expect(runs).toHaveLength(1);

    runs[0]!.resolve(1);
    expect(await first).toBe(1);
    await tick();
    // The callers that came while run 1 was in flight wait for run 2, never for run 1's older answer.
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('gives a failure to the callers of that run only', async () => {
    const { runs, task } = deferredTask();
    const shared = nextRun(task);
    const failing = shared();
    const later = shared();
    runs[0]!.reject(new Error('down'));
    await expect(failing).rejects.toThrow('down');
    await tick();
    runs[1]!.resolve(7);
    expect(await later).toBe(7);
  });

  it('starts afresh once nothing is in flight', async () => {
    const { runs, task } = deferredTask();
    const shared = nextRun(task);
    const one = shared();
    runs[0]!.resolve(1);
    await one;
    await tick();
    const two = shared();
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(2);
    expect(await two).toBe(2);
  });
});
