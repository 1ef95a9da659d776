import { useEffect, useState } from 'react';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * An index that moves to the next of `count` every `intervalMs` (a carousel, an animation toggle). It stays
 * still for visitors who ask for reduced motion, while `paused`, and on the server.
 */
export function useRotation(count: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);
  return count > 0 ? index % count : 0;
}
