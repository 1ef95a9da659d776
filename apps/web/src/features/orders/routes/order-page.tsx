import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Order') });

export default function OrderPage() {
  return <PagePlaceholder title="Order" />;
}
