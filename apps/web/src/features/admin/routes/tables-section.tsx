import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { TablesManager } from '../tables/components/tables-manager';

export const head: HeadFunction = () => ({ title: pageTitle('Tables · Admin Dashboard') });

/** The Tables section of the dashboard. */
export default function TablesSection() {
  return <TablesManager />;
}
