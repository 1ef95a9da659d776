import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { MembersManager } from '../members/components/members-manager';

export const head: HeadFunction = () => ({ title: pageTitle('Team Members · Admin Dashboard') });

/** The Team Members section of the dashboard. */
export default function MembersSection() {
  return <MembersManager />;
}
