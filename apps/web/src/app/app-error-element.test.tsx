import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorElement } from './app-error-element';

function Broken(): never {
  throw new Error('The menu could not be drawn');
}

it("shows 'Unexpected Application Error!' with the message of a render error", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: AppErrorElement }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('The menu could not be drawn')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

describe('a page whose code cannot be fetched (the connection, not a render error)', () => {
  const ADDRESS = 'http://localhost:3999/orders';

  /** Opens /orders, whose lazily imported module fails as Chromium's import() does; `server` answers the check. */
  async function openUnreachablePage(server: 'answers' | 'unreachable') {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: ADDRESS, reload });
    const fetch = vi.fn(() =>
      server === 'answers'
        ? Promise.resolve(new Response(null))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetch);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: AppErrorElement,
          children: [
            { index: true, element: <p>Menu</p> },
            {
              path: 'orders',
              lazy: () =>
                Promise.reject(
                  new TypeError(
                    'Failed to fetch dynamically imported module: http://localhost:3999/assets/orders-page-yS_XGlXs.js',
                  ),
                ),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('Menu');
    // Inside act, so the screen's effects (its `online` listener) have run before the test goes on.
    await act(() => router.navigate('/orders'));
    await screen.findByRole('heading', { level: 1, name: 'Unable to load this page' });
    return { reload, fetch, router };
  }

  it("says so calmly, with 'Try Again', instead of the error", async () => {
    await openUnreachablePage('answers');
    expect(
      screen.getByText('Unable to reach the restaurant. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
  });

  it("'Try Again' loads the same address in full once the server answers", async () => {
    const { reload, fetch } = await openUnreachablePage('answers');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(
      ADDRESS,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
  });

  it("'Try Again' while the server cannot be reached keeps the screen and reloads nothing", async () => {
    const { reload, fetch } = await openUnreachablePage('unreachable');
    const tryAgain = screen.getByRole('button', { name: 'Try Again' });
    fireEvent.click(tryAgain);
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-disabled'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Unable to load this page' })).toBeInTheDocument();
  });

  it('asks for a few seconds each time the browser comes back online, and loads the page at most once', async () => {
    const { reload, fetch } = await openUnreachablePage('unreachable');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    window.dispatchEvent(new Event('online'));
    // Five checks a second apart, then it waits for the next `online` (or a tap): never a loop.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(reload).not.toHaveBeenCalled();

    // Back online, the server answers from the second check on: one load of the page.
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fetch.mockImplementation(() => Promise.resolve(new Response(null)));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(7);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once the visitor has gone to another page', async () => {
    const { reload, fetch, router } = await openUnreachablePage('unreachable');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    window.dispatchEvent(new Event('online'));
    fetch.mockImplementation(() => Promise.resolve(new Response(null)));
    await act(() => router.navigate('/'));
    expect(screen.getByText('Menu')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });
});
