import { INBOX_MESSAGES } from '@flame/shared';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useInbox } from '../../../api/inbox';
import { InboxList } from '../inbox/components/inbox-list';
import { useRefetchOnAdminEvent } from '../shell/admin-events';
import { LiveStatus } from '../ui/live-status';
import { SectionQuery } from '../ui/section-query';
import { AdminSection } from '../ui/admin-section';

export const head: HeadFunction = () => ({ title: pageTitle('Inbox · Admin Dashboard') });

/** Catering requests and contact messages, new or handled; new ones arrive live. */
export default function InboxSection() {
  const inbox = useInbox();
  useRefetchOnAdminEvent('message');

  return (
    <AdminSection
      title="Inbox"
      description="Catering requests and messages from the contact form, newest first."
      actions={<LiveStatus />}
    >
      <SectionQuery
        query={inbox}
        failureTitle={INBOX_MESSAGES.loadFailed}
        skeleton={
          <div className="min-h-96">
            <Skeleton label="Loading messages...">
              <div className={`${skeletonBlockClass} mb-5 h-10 w-64`} />
              <div className="flex flex-col gap-4">
                {[0, 1, 2].map((i) => (
                  <div key={i} className={`${skeletonBlockClass} h-40`} />
                ))}
              </div>
            </Skeleton>
          </div>
        }
      >
        {(data) => <InboxList inbox={data} />}
      </SectionQuery>
    </AdminSection>
  );
}
