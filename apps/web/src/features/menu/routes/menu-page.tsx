import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Our Menu') });

export default function MenuPage() {
  return <PagePlaceholder title="Our Menu" />;
}
