import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { SectionHeader } from '../shell/section-header';

export const head: HeadFunction = () => ({ title: pageTitle('Tables · Admin Dashboard') });

/** Placeholder until the section is built (issue 7). */
export default function TablesSection() {
  return <SectionHeader title="Tables" />;
}
