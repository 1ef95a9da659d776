import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Your Profile') });

export default function ProfilePage() {
  return <PagePlaceholder title="Your Profile" />;
}
