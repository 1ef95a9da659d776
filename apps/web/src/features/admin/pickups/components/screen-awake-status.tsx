import { Sun, SunDim } from 'lucide-react';
import { useScreenWakeLock } from '../use-screen-wake-lock';

/** Keeps the screen on while the board is open, and says whether it could. */
export function ScreenAwakeStatus() {
  const state = useScreenWakeLock();
  if (state === 'asking') return null;
  const on = state === 'on';
  const Icon = on ? Sun : SunDim;
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-stone-600">
      <Icon aria-hidden="true" className="size-4" />
      {on
        ? 'Screen stays on while the board is open'
        : "This browser may let the screen sleep: set the device's screen to stay on"}
    </p>
  );
}
