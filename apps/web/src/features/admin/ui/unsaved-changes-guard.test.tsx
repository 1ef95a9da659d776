import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** A page with unsaved changes at /about, opened from the home page. */
function renderEditedPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/about', element: <UnsavedChangesGuard dirty what="the About Us text" /> },
    ],
    { initialEntries: ['/', '/about'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('asks before leaving; Keep editing stays', async () => {
    const router = renderEditedPage();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toHaveTextContent(
      'Your changes to the About Us text are not saved yet.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/about');
  });

  it('Back pressed right after Leave without saving returns to the page, even before it has left the screen', async () => {
    const router = renderEditedPage();
    await act(() => router.navigate('/'));
    // Back the moment the router is on the home page: React has not rendered it yet, the guard is still mounted.
    const unsubscribe = router.subscribe((state) => {
      if (state.location.pathname !== '/') return;
      unsubscribe();
      void router.navigate(-1);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(router.state.historyAction).toBe('POP');
  });
});
