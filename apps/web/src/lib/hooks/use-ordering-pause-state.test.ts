import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrderingPauseState } from './use-ordering-pause-state';

const NOW = new Date('2026-11-24T23:00:00Z');

describe('the pause as the dashboard reads it from the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('ends at its until on its own, announcing the end once', () => {
    const until = '2026-11-24T23:15:00.000Z';
    const onEnded = vi.fn();
    const { result } = renderHook(() =>
      useOrderingPauseState({ orderingPaused: true, orderingPausedUntil: until }, onEnded),
    );
    expect(result.current).toEqual({ paused: true, until: new Date(until) });

    act(() => vi.advanceTimersByTime(15 * 60_000 - 1));
    expect(result.current.paused).toBe(true);
    expect(onEnded).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ paused: false, until: null });
    expect(onEnded).toHaveBeenCalledExactlyOnceWith(new Date(until));

    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('lasts until resumed when it has no end', () => {
    const onEnded = vi.fn();
    const { result } = renderHook(() =>
      useOrderingPauseState({ orderingPaused: true, orderingPausedUntil: null }, onEnded),
    );
    act(() => vi.advanceTimersByTime(48 * 60 * 60_000));
    expect(result.current).toEqual({ paused: true, until: null });
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('reads a pause whose end has passed as over, without announcing it', () => {
    const onEnded = vi.fn();
    const { result } = renderHook(() =>
      useOrderingPauseState(
        { orderingPaused: true, orderingPausedUntil: '2026-11-24T22:59:00.000Z' },
        onEnded,
      ),
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.paused).toBe(false);
    expect(onEnded).not.toHaveBeenCalled();
  });
});
