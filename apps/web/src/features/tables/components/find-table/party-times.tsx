import type { PartyTime } from '@flame/shared';
import { CalendarX2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { skeletonBlockClass } from '../../../../components/ui/skeleton';
import { failureText } from '../failure-text';
import { emptyDayMessage, partyTimeLabel, type PartyDay } from './party-day';

/** The times as buttons: three a row on a phone, six on a wide screen. */
const GRID = 'grid grid-cols-3 gap-2 sm:grid-cols-6';

/**
 * The times a party can book on the chosen date, each a button (the taken and passed ones are not offered);
 * while they load, placeholders of their shape; a failed load says so with 'Try Again'; a day without a time
 * says why (closed, with the holiday's note; or every time gone).
 */
export function PartyTimes({
  date,
  partySize,
  day,
  timeZone,
  query,
  chosen,
  onChoose,
}: {
  date: string;
  partySize: number;
  day: PartyDay;
  timeZone: string | undefined;
  query: {
    data: PartyTime[] | undefined;
    error: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The chosen time, '7:30 PM'. */
  chosen: string;
  onChoose: (time: string) => void;
}) {
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        <span>{failureText(query.error, 'Failed to load the times. Please try again.')}</span>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!query.data || !timeZone) {
    return (
      <div aria-busy="true" className={GRID}>
        <span className="sr-only">Loading times</span>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={`${skeletonBlockClass} h-11`} />
        ))}
      </div>
    );
  }
  const offered = query.data.filter((time) => time.available);
  if (offered.length === 0) {
    const message = emptyDayMessage(date, day, query.data, partySize);
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg bg-cream-50 p-4 ring-1 ring-cream-200">
        <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <h3 className="font-semibold text-stone-900">{message.title}</h3>
          <p className="mt-1 text-sm text-stone-700">{message.text}</p>
        </div>
      </div>
    );
  }
  return (
    <ul aria-label="Available times" aria-busy={query.isFetching || undefined} className={GRID}>
      {offered.map((time) => {
        const label = partyTimeLabel(time.time, timeZone);
        return (
          <li key={time.time} className="contents">
            <Button
              size="md"
              variant={label === chosen ? 'primary' : 'secondary'}
              aria-pressed={label === chosen}
              className="w-full px-2"
              onClick={() => onChoose(label)}
            >
              {label}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
