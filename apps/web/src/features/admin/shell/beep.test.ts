import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function freshBeep() {
  return (await import('./beep')).playBeep;
}

describe('playBeep', () => {
  it('stays silent without the Web Audio API', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const playBeep = await freshBeep();
    expect(() => playBeep()).not.toThrow();
  });

  it('never throws where audio is blocked', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new DOMException('The AudioContext was not allowed to start', 'NotAllowedError');
        }
      },
    );
    const playBeep = await freshBeep();
    expect(() => playBeep()).not.toThrow();
  });

  it('plays two short tones, resuming a suspended context', async () => {
    const started: number[] = [];
    const resume = vi.fn(() => Promise.reject(new Error('needs a gesture')));
    const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'suspended';
        currentTime = 0;
        destination = {};
        resume = resume;
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
    const playBeep = await freshBeep();
    playBeep();
    expect(resume).toHaveBeenCalled();
    expect(started).toEqual([880, 1320]);
  });
});
