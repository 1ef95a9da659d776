import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../lib/head';
import { DocumentHead } from '../document-head';

/** Sign-in pages (outside the main layout): the brand on a plain warm background (a contrast checker can measure the text), then the page. */
export function AuthLayout() {
  return (
    <>
      <DocumentHead />
      <div className="flex min-h-dvh flex-col bg-cream-50">
        <header className="container-page flex h-16 items-center">
          <Link to={paths.home.href()} className="flex items-center gap-2.5 rounded-full pr-2">
            <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10" />
            <span className="font-display text-xl font-bold tracking-tight text-brand-700">{SITE_NAME}</span>
          </Link>
        </header>
        <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          <Outlet />
        </main>
      </div>
    </>
  );
}
