import { ordinal, quotedWaitText, type WaitlistChange, type WaitlistEntry } from '@flame/shared';
import { BellRing, Copy, ExternalLink, UserCheck, UserX } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PhoneLink } from '../../../components/phone-link';
import { useChangeWaitlistEntry, useWaitlist } from '../../../api/waitlist';
import { errorMessage } from '../../../lib/api-client';
import { useRefetchOnAdminEvent } from '../shell/admin-events';
import { SectionQuery } from '../ui/section-query';
import { WalkInForm } from './walk-in-form';

const DONE: Record<WaitlistChange, (name: string) => string> = {
  notified: (name) => `${name} has been told their table is ready`,
  seated: (name) => `${name} is seated`,
  left: (name) => `${name} has left the waitlist`,
};

function EntryRow({ entry }: { entry: WaitlistEntry }) {
  const change = useChangeWaitlistEntry();
  const act = (status: WaitlistChange) =>
    change.mutate(
      { id: entry.id, status },
      {
        onSuccess: () => toast.success(DONE[status](entry.name)),
        onError: (error) => toast.error(errorMessage(error, 'The waitlist was not changed')),
      },
    );
  const copy = () =>
    void navigator.clipboard
      .writeText(entry.link)
      .then(() => toast.success('Link copied'))
      .catch(() => toast.error('Could not copy the link'));

  return (
    <li
      aria-label={entry.name}
      className="flex flex-col gap-3 rounded-card border border-stone-200 bg-white p-4 @xl:flex-row @xl:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{entry.name}</span>
          {entry.status === 'notified' ? (
            <Badge tone="success">Table ready</Badge>
          ) : (
            <Badge tone="neutral">
              {entry.placeInLine === null ? 'Waiting' : `${ordinal(entry.placeInLine)} in line`}
            </Badge>
          )}
        </p>
        <p className="text-sm text-stone-600">
          Party of {entry.partySize} · {quotedWaitText(entry.quotedMinutes)} ·{' '}
          <PhoneLink phone={entry.phone} />
        </p>
        <p className="flex flex-wrap gap-3 text-sm">
          <a
            href={entry.link}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Guest page
          </a>
          <button
            type="button"
            onClick={copy}
            className="inline-flex items-center gap-1 font-medium text-stone-700 underline"
          >
            <Copy aria-hidden="true" className="size-4" />
            Copy link
          </button>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {entry.status === 'waiting' && (
          <Button size="sm" busy={change.isPending} onClick={() => act('notified')}>
            <BellRing aria-hidden="true" className="size-4" />
            Notify
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => act('seated')}>
          <UserCheck aria-hidden="true" className="size-4" />
          Seated
        </Button>
        <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => act('left')}>
          <UserX aria-hidden="true" className="size-4" />
          Left
        </Button>
      </div>
    </li>
  );
}

/**
 * Walk-ins and the waitlist: the host adds a walk-in, sees today's line in order, taps Notify when a table is
 * ready (the guest's page says so at once), then Seated or Left. Live: a change on any device shows here at once.
 * Its rows lay out by the panel's own width (beside the day it is narrow, below it wide).
 */
export function WaitlistPanel() {
  const waitlist = useWaitlist();
  useRefetchOnAdminEvent('waitlist');

  return (
    <section aria-labelledby="waitlist-heading" className="@container flex min-w-0 flex-col gap-5">
      <div>
        <h2 id="waitlist-heading" className="font-display text-xl font-bold text-stone-900">
          Walk-ins and waitlist
        </h2>
        <p className="text-sm text-stone-600">Today&apos;s line, in the order guests joined.</p>
      </div>
      <div className="rounded-card bg-cream-50 p-4">
        <WalkInForm />
      </div>
      <SectionQuery
        query={waitlist}
        failureTitle="Failed to load the waitlist"
        skeleton={
          <p role="status" className="text-stone-600">
            Loading the waitlist...
          </p>
        }
      >
        {(entries) =>
          entries.length === 0 ? (
            <p role="status" className="text-stone-600">
              Nobody is waiting. Walk-ins you add appear here.
            </p>
          ) : (
            <ol aria-label="Waitlist" className="flex flex-col gap-3">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </ol>
          )
        }
      </SectionQuery>
    </section>
  );
}
