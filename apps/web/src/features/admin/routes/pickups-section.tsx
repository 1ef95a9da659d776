import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { SectionHeader } from '../shell/section-header';

export const head: HeadFunction = () => ({ title: pageTitle('Pickups · Admin Dashboard') });

/** Placeholder until the section is built (issue 7). */
export default function PickupsSection() {
  return <SectionHeader title="Pickups" />;
}
