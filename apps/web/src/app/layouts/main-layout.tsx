import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useLiveCatalogue } from '../../api/catalogue-events';
import { useFocusAfterNavigation } from '../../lib/hooks/use-focus-after-navigation';
import { DocumentHead } from '../document-head';
import { CartDrawerSlot } from './cart-drawer-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The main layout: header (with the chat link), page, footer and cart drawer on each page; every page follows
 * the restaurant's service state live (pause, sold-out dishes, hours).
 */
export function MainLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  useLiveCatalogue();
  return (
    <>
      <DocumentHead />
      <a
        href="#main-content"
        className="sr-only rounded-full bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        {/* At least a screen tall: the footer starts below the fold, so content that loads on the client
            (a signed-in page's orders, profile, tables) grows into the page without moving it in view. */}
        <main
          ref={main}
          id="main-content"
          tabIndex={-1}
          className="min-h-dvh flex-1 pt-16 focus:outline-none"
        >
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <CartDrawerSlot />
    </>
  );
}
