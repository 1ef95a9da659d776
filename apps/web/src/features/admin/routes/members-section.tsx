import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { SectionHeader } from '../shell/section-header';

export const head: HeadFunction = () => ({ title: pageTitle('Team Members · Admin Dashboard') });

/** Placeholder until the section is built (issue 7). */
export default function MembersSection() {
  return <SectionHeader title="Team Members" />;
}
