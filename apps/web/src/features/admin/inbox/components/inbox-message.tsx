import { formatInZone, type InboxItem } from '@flame/shared';
import { CalendarDays, Check, Mail, MapPin, Phone, RotateCcw, Users } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useRestaurant } from '../../../../api/restaurant';
import { PhoneLink } from '../../../../components/phone-link';
import { reservationDate } from '../../reservations/reservation-format';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One catering request or contact message, with its state and the control that changes it. */
export function InboxMessage({
  item,
  busy,
  onToggle,
}: {
  item: InboxItem;
  busy: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  // Read on the restaurant's clock, like the pickups board, whatever the zone of the owner's device.
  const timeZone = useRestaurant().data?.timeZone;
  const isNew = item.status === 'new';
  const title =
    item.kind === 'catering' ? `Catering request: ${capitalise(item.eventType)}` : capitalise(item.subject);
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={`rounded-card bg-white p-5 shadow-card ring-1 ${isNew ? 'ring-brand-200' : 'ring-cream-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={item.kind === 'catering' ? 'info' : 'neutral'}>
              {item.kind === 'catering' ? 'Catering' : 'Contact'}
            </Badge>
            <Badge tone={isNew ? 'warning' : 'success'}>{isNew ? 'New' : 'Handled'}</Badge>
          </div>
          <h2 id={`${id}-title`} className="mt-2 font-display text-lg font-bold text-stone-900">
            {title}
          </h2>
          <p className="text-sm text-stone-600">
            From <span className="font-semibold text-stone-800">{item.name}</span> ·{' '}
            <time dateTime={item.createdAt}>
              {formatInZone(item.createdAt, timeZone, 'MMM d, yyyy, h:mm a')}
            </time>
          </p>
        </div>
        <Button variant={isNew ? 'primary' : 'secondary'} size="sm" onClick={onToggle} busy={busy}>
          {isNew ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <RotateCcw aria-hidden="true" className="size-4" />
          )}
          {isNew ? 'Mark handled' : 'Mark as new'}
          <span className="sr-only">
            {' '}
            ({title} from {item.name})
          </span>
        </Button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700">
        <li className="inline-flex min-w-0 items-center gap-1.5">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          <a href={`mailto:${item.email}`} className="break-all text-brand-700 hover:underline">
            {item.email}
          </a>
        </li>
        {item.phone && (
          <li className="inline-flex items-center gap-1.5">
            <Phone aria-hidden="true" className="size-4 text-brand-600" />
            <PhoneLink phone={item.phone} />
          </li>
        )}
        {item.kind === 'catering' && (
          <>
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
              {reservationDate(item.eventDate)}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-brand-600" />
              {item.guestCount} {item.guestCount === 1 ? 'guest' : 'guests'}
            </li>
            <li className="inline-flex min-w-0 items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {item.location}
            </li>
          </>
        )}
      </ul>
      {(item.kind === 'contact' ? item.message : item.specialRequests) && (
        <p className="mt-3 rounded-xl bg-cream-50 px-4 py-3 text-sm whitespace-pre-line text-stone-800">
          {item.kind === 'contact' ? item.message : item.specialRequests}
        </p>
      )}
    </article>
  );
}
