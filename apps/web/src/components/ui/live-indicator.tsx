import type { LiveState } from '../../lib/live-stream';

const TEXT: Record<LiveState, string> = {
  connecting: 'Connecting to live updates...',
  live: 'Live updates on',
  offline: 'Live updates paused. Reconnecting...',
};

/** Tells the customer whether the page follows the order live. */
export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-stone-600">
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${state === 'live' ? 'animate-pulse bg-emerald-500 motion-reduce:animate-none' : state === 'offline' ? 'bg-amber-500' : 'bg-stone-400'}`}
      />
      {TEXT[state]}
    </p>
  );
}
