import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';

export const head: HeadFunction = () => ({ title: pageTitle('Table Reservations') });

export default function TablesPage() {
  return <PagePlaceholder title="Table Reservations" />;
}
