import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Add New Address') });

export default function AddAddressPage() {
  return <PagePlaceholder title="Add New Address" />;
}
