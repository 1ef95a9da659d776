import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';
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
