import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Contact Us') });

export default function ContactPage() {
  return <PagePlaceholder title="Contact Us" />;
}
