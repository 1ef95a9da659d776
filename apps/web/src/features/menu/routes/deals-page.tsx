import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle("Today's Deals") });

export default function DealsPage() {
  return <PagePlaceholder title="Today's Deals" />;
}
