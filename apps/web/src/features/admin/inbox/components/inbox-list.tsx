import { INBOX_MESSAGES, type Inbox, type InboxItem } from '@flame/shared';
import { Inbox as InboxIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageMessage } from '../../../../components/ui/page-message';
import { errorMessage } from '../../../../lib/api-client';
import { useSetInboxStatus } from '../../../../api/inbox';
import { InboxMessage } from './inbox-message';

const FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'new', label: 'New' },
  { id: 'handled', label: 'Handled' },
] as const;
type Filter = (typeof FILTERS)[number]['id'];

/** The inbox: a filter (all, new, handled) and the messages, newest first. */
export function InboxList({ inbox }: { inbox: Inbox }) {
  const [filter, setFilter] = useState<Filter>('all');
  const setStatus = useSetInboxStatus();
  const shown = inbox.items.filter((item) => filter === 'all' || item.status === filter);
  const toggle = (item: InboxItem) =>
    setStatus.mutate(
      { kind: item.kind, id: item._id, status: item.status === 'new' ? 'handled' : 'new' },
      {
        onSuccess: (_, { status }) =>
          toast.success(status === 'handled' ? INBOX_MESSAGES.handled : INBOX_MESSAGES.reopened),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the message')),
      },
    );
  const busyId = setStatus.isPending ? setStatus.variables?.id : undefined;

  return (
    <>
      <div
        role="group"
        aria-label="Show messages"
        className="mb-5 inline-flex rounded-full bg-white p-1 shadow-card ring-1 ring-cream-200"
      >
        {FILTERS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            aria-pressed={filter === id}
            onClick={() => setFilter(id)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${
              filter === id
                ? 'bg-brand-600 text-white'
                : 'text-stone-700 hover:bg-brand-50 hover:text-brand-700'
            }`}
          >
            {label}
            {id === 'new' && inbox.newCount > 0 && ` (${inbox.newCount})`}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <PageMessage
          icon={InboxIcon}
          title={filter === 'new' ? 'No new messages' : INBOX_MESSAGES.empty}
          role="status"
        >
          Catering requests and contact messages appear here as they arrive.
        </PageMessage>
      ) : (
        <div className="flex flex-col gap-4">
          {shown.map((item) => (
            <InboxMessage
              key={`${item.kind}-${item._id}`}
              item={item}
              busy={busyId === item._id}
              onToggle={() => toggle(item)}
            />
          ))}
        </div>
      )}
    </>
  );
}
