import { data, Link } from 'react-router';
import { pageTitle } from '../lib/head';
import type { HeadFunction } from '../lib/route-deps';

/** An address the site does not know answers HTTP 404, with this page. */
export function loader() {
  return async () => data(null, { status: 404 });
}

export const head: HeadFunction = () => ({ title: pageTitle('Page not found') });

export default function NotFoundPage() {
  return (
    <section className="container-page flex flex-col items-start gap-4 py-20">
      <h1 className="font-display text-4xl font-bold">Page not found</h1>
      <p className="text-stone-600">The page you are looking for does not exist.</p>
      <Link to="/" className="btn-primary">
        Back to the home page
      </Link>
    </section>
  );
}
