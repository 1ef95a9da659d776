type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

/**
 * A short two-tone chime for a new order, made with the Web Audio API (no audio file). Where sound is blocked
 * (no user gesture yet, no audio device, an old browser) it stays silent and never throws.
 */
export function playBeep(): void {
  try {
    const Context: AudioContextClass | undefined =
      typeof window === 'undefined'
        ? undefined
        : (window.AudioContext ??
          (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
    if (!Context) return;
    context ??= new Context();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
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
  } catch {
    // Sound is a nicety: the badge and the board still show the order.
  }
}
