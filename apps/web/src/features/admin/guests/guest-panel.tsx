import { formatInZone, formatPrice, type GuestDetail } from '@flame/shared';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useGuest } from '../../../api/guests';
import { PhoneLink } from '../../../components/phone-link';
import { Badge } from '../../../components/ui/badge';
import { Drawer } from '../../../components/ui/drawer';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { consentText, guestFigures, historyStatus, lastVisitText } from './guest-format';
import { EraseGuest, ErasedGuest } from './erase-guest';
import { GuestNotesForm } from './guest-notes-form';

const KIND_LABELS = { order: 'Order', booking: 'Booking', catering: 'Catering', message: 'Message' } as const;

/**
 * A guest's page, as a side sheet over the list: contacts, figures, consent, notes and tags, history, and
 * 'Erase personal data'; once erased, the sheet says so.
 */
export function GuestPanel({
  guestId,
  timeZone,
  onClose,
}: {
  guestId: string | null;
  timeZone: string;
  onClose: () => void;
}) {
  // The guest erased from this sheet: the book no longer knows the id, so the sheet says what happened.
  const [erasedId, setErasedId] = useState<string | null>(null);
  const erased = guestId !== null && guestId === erasedId;
  const detail = useGuest(erased ? null : guestId);
  const title = erased ? 'Erased guest' : (detail.data?.guest.name ?? 'Guest');
  return (
    <Drawer open={guestId !== null} onClose={onClose} title={title} closeLabel="Close guest">
      {erased ? (
        <ErasedGuest onClose={onClose} />
      ) : detail.isError ? (
        <LoadFailedAlert
          title="Could not load this guest"
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : detail.data ? (
        <GuestPage detail={detail.data} timeZone={timeZone} onErased={() => setErasedId(guestId)} />
      ) : (
        <Skeleton label="Loading the guest...">
          <div className={`${skeletonBlockClass} h-64`} />
        </Skeleton>
      )}
    </Drawer>
  );
}

function GuestPage({
  detail: { guest, history },
  timeZone,
  onErased,
}: {
  detail: GuestDetail;
  timeZone: string;
  onErased: () => void;
}) {
  const emails = [guest.email, ...guest.otherEmails].filter((email): email is string => Boolean(email));
  const phones = [guest.phone, ...guest.otherPhones].filter((phone): phone is string => Boolean(phone));
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Contact" className="flex flex-col gap-1 text-sm text-stone-700">
        {emails.map((email) => (
          <a
            key={email}
            href={`mailto:${email}`}
            className="inline-flex items-center gap-2 break-all hover:underline"
          >
            <Mail aria-hidden className="size-4 shrink-0" />
            {email}
          </a>
        ))}
        {phones.map((phone) => (
          <span key={phone} className="inline-flex items-center gap-2">
            <Phone aria-hidden className="size-4 shrink-0" />
            <PhoneLink phone={phone} />
          </span>
        ))}
        <p className="mt-2 font-semibold text-stone-900">{guestFigures(guest).join(' · ')}</p>
        <p>{lastVisitText(guest, timeZone)}</p>
        <p>{consentText(guest, timeZone)}</p>
      </section>

      <section aria-labelledby="guest-notes-heading">
        <h3 id="guest-notes-heading" className="mb-3 font-display text-lg font-bold text-stone-900">
          Notes and tags
        </h3>
        <GuestNotesForm key={guest.id} guest={guest} />
      </section>

      <section aria-labelledby="guest-history-heading">
        <h3 id="guest-history-heading" className="mb-3 font-display text-lg font-bold text-stone-900">
          History
        </h3>
        {history.length === 0 ? (
          <p className="text-sm text-stone-600">Nothing yet.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-cream-200 rounded-card bg-white ring-1 ring-cream-200">
            {history.map((entry) => (
              <li
                key={`${entry.kind}-${entry.id}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm"
              >
                <Badge
                  tone={entry.kind === 'order' ? 'brand' : entry.kind === 'booking' ? 'info' : 'neutral'}
                >
                  {KIND_LABELS[entry.kind]}
                </Badge>
                <span className="min-w-0 flex-1 font-semibold text-stone-900">{entry.title}</span>
                {entry.amount !== null && <span className="text-stone-900">{formatPrice(entry.amount)}</span>}
                <span className="w-full text-stone-600">
                  <time dateTime={entry.at}>{formatInZone(entry.at, timeZone, 'MMM d, yyyy, h:mm a')}</time> ·{' '}
                  {historyStatus(entry)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <EraseGuest guest={guest} onErased={onErased} />
    </div>
  );
}
