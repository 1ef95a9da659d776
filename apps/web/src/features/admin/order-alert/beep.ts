type AudioContextClass = typeof AudioContext;

/** What became of a chime: heard, held back by the browser until the page gets a click, or no sound at all. */
export type ChimeResult = 'played' | 'blocked' | 'silent';

/** How long a resume may take before the context counts as blocked (a blocked resume never settles). */
const RESUME_WAIT_MS = 300;

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Context: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Context) return undefined;
  context ??= new Context();
  return context;
}

/** Resumes a suspended context; whether it runs now (browsers refuse until the page has had a click). */
async function running(audio: AudioContext): Promise<boolean> {
  if (audio.state === 'running') return true;
  await Promise.race([
    audio.resume().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS)),
  ]);
  return (audio.state as AudioContextState) === 'running';
}

function twoTones(audio: AudioContext) {
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.16);
  }
}

/**
 * A short two-tone chime for a new order, made with the Web Audio API (no audio file). Where the browser holds
 * sound back until a click it answers 'blocked' (and plays nothing, so no chimes pile up for later); without
 * audio (no device, an old browser) 'silent'. It never throws.
 */
export async function playBeep(): Promise<ChimeResult> {
  try {
    const audio = audioContext();
    if (!audio) return 'silent';
    if (!(await running(audio))) return 'blocked';
    twoTones(audio);
    return 'played';
  } catch {
    // Sound is a nicety: the badge, the title and the board still show the order.
    return 'silent';
  }
}

/** Inside a click: lets the page make sound from now on, and plays the chime to say so. Whether it worked. */
export async function unlockBeep(): Promise<boolean> {
  return (await playBeep()) === 'played';
}
