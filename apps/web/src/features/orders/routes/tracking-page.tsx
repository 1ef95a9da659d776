import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Live Tracking') });

export default function TrackingPage() {
  return <PagePlaceholder title="Live Tracking" />;
}
