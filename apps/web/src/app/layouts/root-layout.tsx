import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Every page: React Router's scroll restoration opens a new page at its top (or at the element its hash
 * names), and Back and Forward return to the position the visitor left.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
