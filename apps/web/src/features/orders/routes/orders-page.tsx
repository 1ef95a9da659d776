import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Your Orders') });

export default function OrdersPage() {
  return <PagePlaceholder title="Your Orders" />;
}
