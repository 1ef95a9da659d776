import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function freshBeep() {
  return import('./beep');
}

const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });

/** An AudioContext in this state, whose resume() does what `resume` says. */
function stubContext(state: AudioContextState, resume: (ctx: { state: AudioContextState }) => Promise<void>) {
  const started: number[] = [];
  vi.stubGlobal(
    'AudioContext',
    class {
      state = state;
      currentTime = 0;
      destination = {};
      resume = () => resume(this);
      createOscillator() {
        const node = {
          type: '',
          frequency: param(),
          connect: (next: unknown) => next,
          start: () => started.push(node.frequency.value),
          stop: vi.fn(),
        };
        return node;
      }
      createGain() {
        return { gain: param(), connect: (next: unknown) => next };
      }
    },
  );
  return started;
}

describe('playBeep', () => {
  it('stays silent without the Web Audio API', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playBeep } = await freshBeep();
    await expect(playBeep()).resolves.toBe('silent');
  });

  it('never throws where audio cannot start', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new DOMException('The AudioContext was not allowed to start', 'NotAllowedError');
        }
      },
    );
    const { playBeep } = await freshBeep();
    await expect(playBeep()).resolves.toBe('silent');
  });

  it('plays two short tones in a running context', async () => {
    const started = stubContext('running', () => Promise.resolve());
    const { playBeep } = await freshBeep();
    await expect(playBeep()).resolves.toBe('played');
    expect(started).toEqual([880, 1320]);
  });

  it('resumes a suspended context, then plays', async () => {
    const started = stubContext('suspended', (ctx) => {
      ctx.state = 'running';
      return Promise.resolve();
    });
    const { playBeep } = await freshBeep();
    await expect(playBeep()).resolves.toBe('played');
    expect(started).toEqual([880, 1320]);
  });

  it("answers 'blocked' and plays nothing while the browser refuses to resume (rejects or never settles)", async () => {
    const rejected = stubContext('suspended', () => Promise.reject(new Error('needs a gesture')));
    await expect((await freshBeep()).playBeep()).resolves.toBe('blocked');
    expect(rejected).toEqual([]);

    vi.resetModules();
    const pending = stubContext('suspended', () => new Promise<void>(() => undefined));
    await expect((await freshBeep()).playBeep()).resolves.toBe('blocked');
    expect(pending).toEqual([]);
  });
});
