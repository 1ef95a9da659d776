import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Logged in successfully to your account') });

export default function AuthCallbackPage() {
  return <PagePlaceholder title="Logged in successfully to your account" />;
}
