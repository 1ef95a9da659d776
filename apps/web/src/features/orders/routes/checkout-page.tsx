import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Pick Up') });

export default function CheckoutPage() {
  return <PagePlaceholder title="Pick Up" />;
}
