import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { DEFAULT_HEAD } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => DEFAULT_HEAD;

export default function HomePage() {
  return <PagePlaceholder title="Flame-kissed" />;
}
