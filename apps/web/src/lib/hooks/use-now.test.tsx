import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

const NOW = new Date('2026-11-26T18:00:00Z');

function Clock() {
  const now = useNow(60_000);
  return <p>{now ? now.toISOString() : 'no time yet'}</p>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('gives no time on the server, so the HTML does not depend on when it was rendered', () => {
    const first = renderToString(<Clock />);
    vi.setSystemTime(new Date('2026-12-31T23:59:00Z'));
    expect(renderToString(<Clock />)).toBe(first);
    expect(first).toContain('no time yet');
  });

  it('hydrates the server HTML without a mismatch, then shows the time', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Clock />);
    document.body.append(container);
    const hydratedAt = new Date(NOW.getTime() + 5 * 60_000);
    vi.setSystemTime(hydratedAt);
    const serverParagraph = container.querySelector('p');
    const onRecoverableError = vi.fn();
    render(<Clock />, { container, hydrate: true, onRecoverableError });
    expect(screen.getByText(hydratedAt.toISOString())).toBeInTheDocument();
    // A mismatch would make React throw the server's markup away and render its own.
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("shows the time after hydration in a render of its own, a transition, not in the hydration's commit", () => {
    const rendered: (string | null)[] = [];
    function LoggingClock() {
      const now = useNow(60_000);
      rendered.push(now ? now.toISOString() : null);
      return <p>{now ? now.toISOString() : 'no time yet'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoggingClock />);
    rendered.length = 0;
    render(<LoggingClock />, { container, hydrate: true });
    // Hydration, React's re-render once the page is live (still without the time), then the transition.
    expect(rendered).toEqual([null, null, NOW.toISOString()]);
  });

  it('gives the time at once in a browser render and renews it every interval', () => {
    const { result } = renderHook(() => useNow(30_000));
    expect(result.current).toEqual(NOW);
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current).toEqual(NOW);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual(new Date(NOW.getTime() + 30_000));
  });
});
