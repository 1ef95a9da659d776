import {
  hoursRangeText,
  openNow,
  openNowText,
  shortDateText,
  specialDayHoursText,
  WEEK_DAYS,
  zonedDayAndMinutes,
  type OpeningHour,
  type SpecialDay,
  type WeekDay,
} from '@flame/shared';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNow } from '../../../lib/hooks/use-now';
import { specialDayRowText, specialDaysThisWeek } from './week-special-days';

/** Monday first, as a week reads on a restaurant's door. */
const WEEK_FROM_MONDAY: readonly WeekDay[] = [...WEEK_DAYS.slice(1), WEEK_DAYS[0]];

/**
 * 'Open now · until 9:00 PM' or 'Closed now · Opens tomorrow 10:00 AM', read in the restaurant's time zone on
 * each date's hours (a special day's when it has one); nothing until the clock is known.
 */
function OpenNowBadge({
  hours,
  specialDays,
  timeZone,
  now,
}: {
  hours: readonly OpeningHour[];
  specialDays: readonly SpecialDay[];
  timeZone: string;
  now: Date | null;
}) {
  if (!now) return <span aria-hidden="true" className="inline-block h-8 w-40" />;
  const status = openNow(hours, specialDays, now, timeZone);
  const { open } = status;
  return (
    <span
      className={`inline-flex h-8 items-center gap-2 rounded-full px-3 text-sm font-semibold ${
        open ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${open ? 'bg-emerald-600' : 'bg-stone-500'}`}
      />
      {openNowText(status)}
    </span>
  );
}

/** The coming special days, server-rendered: 'Thu, Nov 26 — Closed · Thanksgiving'. */
function SpecialDaysList({ specialDays }: { specialDays: readonly SpecialDay[] }) {
  return (
    <div className="mt-6">
      <h3 id="special-days" className="font-semibold text-saffron-400">
        Special days
      </h3>
      <ul aria-labelledby="special-days" className="mt-2 flex flex-col gap-1.5">
        {specialDays.map((day) => (
          <li key={day._id}>
            <span className="font-semibold">{shortDateText(day.date)}</span>
            {' — '}
            <span className="text-stone-100">{specialDayHoursText(day)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How many coming special days the hours section lists. */
const SPECIAL_DAYS_SHOWN = 6;

/**
 * The home page's opening hours: each day with its times (a special day of the coming week in place of its
 * weekday's hours), today's row marked, whether the
 * restaurant is open now (comparing hours and minutes, a special day replacing its date's hours), the coming
 * special days with their note, and 'Hours may vary on holidays' when none is set. `aside` sits beside the
 * list on wide screens.
 */
export function OpeningHoursSection({
  hours,
  specialDays,
  timeZone,
  aside,
}: {
  hours: readonly OpeningHour[];
  specialDays: readonly SpecialDay[];
  timeZone: string;
  aside?: ReactNode;
}) {
  const now = useNow();
  const today = now ? zonedDayAndMinutes(now, timeZone).day : null;
  // Known only after hydration, like today: the server's HTML shows the weekly hours alone.
  const thisWeek = now ? specialDaysThisWeek(specialDays, now, timeZone) : null;
  return (
    <section aria-labelledby="opening-hours" className="bg-brand-900 py-16 text-white sm:py-24">
      <div className="container-page grid items-center gap-12 md:grid-cols-2">
        <div className="flex justify-center md:order-2">{aside}</div>
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-saffron-400 uppercase">
            <Clock aria-hidden="true" className="size-4" /> Visit us
          </p>
          <h2 id="opening-hours" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            Opening Hours
          </h2>
          <div className="mt-4">
            <OpenNowBadge hours={hours} specialDays={specialDays} timeZone={timeZone} now={now} />
          </div>
          <dl className="mt-6 divide-y divide-white/15 rounded-card bg-white/5 px-5 ring-1 ring-white/15">
            {WEEK_FROM_MONDAY.map((day) => (
              <div
                key={day}
                data-today={day === today}
                className="flex justify-between gap-4 py-3 data-[today=true]:font-semibold data-[today=true]:text-saffron-400"
              >
                <dt>
                  {day}
                  {day === today && <span className="sr-only"> (today)</span>}
                </dt>
                <dd className="text-right tabular-nums">
                  {thisWeek?.has(day)
                    ? specialDayRowText(thisWeek.get(day)!)
                    : hoursRangeText(hours.find((h) => h.day === day))}
                </dd>
              </div>
            ))}
          </dl>
          {specialDays.length > 0 ? (
            <SpecialDaysList specialDays={specialDays.slice(0, SPECIAL_DAYS_SHOWN)} />
          ) : (
            <p className="mt-4 text-sm text-stone-200">Hours may vary on holidays</p>
          )}
        </div>
      </div>
    </section>
  );
}
