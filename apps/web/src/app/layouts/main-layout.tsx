import { Outlet } from 'react-router';
import { DocumentHead } from '../document-head';

/** Stub: replaced by the full header, footer, cart drawer and chat link. */
export function MainLayout() {
  return (
    <>
      <DocumentHead />
      <main className="min-h-dvh pt-16">
        <Outlet />
      </main>
    </>
  );
}
