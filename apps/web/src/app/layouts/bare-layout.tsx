import { Outlet } from 'react-router';
import { DocumentHead } from '../document-head';

/** Routes with a layout of their own (the admin dashboard): only the document head is kept in step. */
export function BareLayout() {
  return (
    <>
      <DocumentHead />
      <Outlet />
    </>
  );
}
