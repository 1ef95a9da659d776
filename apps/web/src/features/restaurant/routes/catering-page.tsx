import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Book Your Catering') });

export default function CateringPage() {
  return <PagePlaceholder title="Book Your Catering" />;
}
