import { addDaysToIsoDate, localTimeNote, type PartyReservation } from '@flame/shared';
import { Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingHours } from '../../../../api/opening-hours';
import { usePartyTimes } from '../../../../api/party-reservations';
import { useRestaurant } from '../../../../api/restaurant';
import { ButtonLink } from '../../../../components/ui/button';
import { InputField, SelectField } from '../../../../components/ui/field';
import { skeletonBlockClass } from '../../../../components/ui/skeleton';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../lib/auth/auth-context';
import { guestsLabel, longDate } from '../format';
import { PartyConfirmation } from './party-confirmation';
import { closingEarlyText, partyDay } from './party-day';
import { PartyTimes } from './party-times';

/** The details form (react-hook-form and zod) loads when a signed-in guest picks a time, not with the page. */
const PartyBookingForm = lazy(() =>
  import('./party-booking-form').then((module) => ({ default: module.PartyBookingForm })),
);

/** Party sizes offered in the list; a larger party calls. */
const PARTY_SIZES = Array.from({ length: 20 }, (_, index) => index + 1);
const DEFAULT_PARTY = 2;
/** The restaurant's defaults until its settings are read. */
const DEFAULT_WINDOW_DAYS = 30;
const DEFAULT_MAX_ONLINE = 8;

/** Where sign-in brings a guest back to: this page with the same party, date and time chosen. */
export function findTableHref(choice: { partySize: number; date: string; time: string }): string {
  const query = new URLSearchParams({
    party: String(choice.partySize),
    date: choice.date,
    time: choice.time,
  });
  return `${paths.tables.href()}?${query.toString()}`;
}

/**
 * 'Find a table': party size and date, then that day's free times as buttons; a signed-in guest then gives a
 * phone (and an occasion or note) and books, and the restaurant's tables for the party are named. A signed-out
 * guest is sent to log in and back to the same choice (the address carries it).
 */
export function FindTableSection({
  hours,
  minDate,
}: {
  hours: BookingHours | undefined;
  /** Today in the restaurant's time zone ('' until its hours are read). */
  minDate: string;
}) {
  const [params] = useSearchParams();
  const [partySize, setPartySize] = useState(() => {
    const asked = Number(params.get('party'));
    return PARTY_SIZES.includes(asked) ? asked : DEFAULT_PARTY;
  });
  const [chosenDate, setChosenDate] = useState(() => params.get('date') ?? '');
  const [time, setTime] = useState(() => params.get('time') ?? '');
  const [booked, setBooked] = useState<PartyReservation | null>(null);
  const viewer = useAuth();
  const restaurant = useRestaurant().data;
  const windowDays = restaurant?.bookingWindowDays ?? DEFAULT_WINDOW_DAYS;
  const request = partySize > (restaurant?.maxOnlinePartySize ?? DEFAULT_MAX_ONLINE);

  const maxDate = minDate ? addDaysToIsoDate(minDate, windowDays) : '';
  const date = chosenDate && (!minDate || chosenDate >= minDate) ? chosenDate : minDate;
  const times = usePartyTimes(date, partySize);
  const day = hours ? partyDay(date, hours.openingHours, hours.specialDays) : undefined;
  const earlyText =
    day?.closingEarly && times.data && hours ? closingEarlyText(times.data, hours.timeZone) : undefined;
  const choice = { date, time, partySize };

  return (
    <section
      id="find-a-table"
      aria-labelledby="find-table-title"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Users aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="find-table-title" className="font-display text-xl font-bold text-stone-900">
            Find a table
          </h2>
          <p className="text-sm text-stone-600">Tell us how many and when: we set the table that fits.</p>
        </div>
      </div>

      {booked ? (
        <div className="mt-5">
          <PartyConfirmation
            reservation={booked}
            onAnother={() => {
              setBooked(null);
              setTime('');
            }}
          />
        </div>
      ) : (
        <>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Party size"
              value={partySize}
              onChange={(event) => {
                setPartySize(Number(event.target.value));
                setTime('');
              }}
            >
              {PARTY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {guestsLabel(size)}
                </option>
              ))}
            </SelectField>
            <InputField
              label="Date"
              type="date"
              min={minDate || undefined}
              max={maxDate || undefined}
              value={date}
              disabled={!minDate}
              onChange={(event) => {
                if (!event.target.value) return;
                setChosenDate(event.target.value);
                setTime('');
              }}
            />
          </div>
          {request && (
            <p className="mt-3 text-sm text-stone-700">
              For a party this size we take a request: choose a time and the restaurant confirms it by email.
            </p>
          )}

          <div className="mt-5">
            <h3 className="text-sm font-medium text-stone-800">
              {date ? `Times on ${longDate(date)}` : 'Times'}
            </h3>
            {(day?.note || earlyText) && (
              <p className="mt-1 text-sm font-medium text-amber-900">
                {[day?.closed ? undefined : day?.note, earlyText].filter(Boolean).join(' · ')}
              </p>
            )}
            {/* The times sit in a box of one height, loading or loaded, so nothing below moves when they come; a
                long day scrolls inside it. */}
            <div className="mt-3 h-64 overflow-y-auto p-1">
              {day ? (
                <PartyTimes
                  date={date}
                  partySize={partySize}
                  day={day}
                  timeZone={hours?.timeZone}
                  query={times}
                  chosen={time}
                  onChoose={setTime}
                />
              ) : (
                <div aria-hidden="true" className={`${skeletonBlockClass} h-24`} />
              )}
            </div>
            {hours && <p className="mt-3 text-xs text-stone-600">{localTimeNote(hours.timeZone)}</p>}
          </div>

          {time && date && (
            <div className="mt-6 border-t border-cream-200 pt-5">
              <p className="font-semibold text-stone-900">
                {guestsLabel(partySize)} · {longDate(date)} at {time}
              </p>
              <div className="mt-4">
                {viewer.status === 'signed-out' ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <p className="text-sm text-stone-700">
                      Log in to book this time; we bring you back here.
                    </p>
                    <ButtonLink to={paths.login.href(findTableHref(choice))}>Log in to Book</ButtonLink>
                  </div>
                ) : viewer.status === 'signed-in' && hours ? (
                  <Suspense fallback={<div aria-hidden="true" className={`${skeletonBlockClass} h-40`} />}>
                    <PartyBookingForm
                      choice={choice}
                      request={request}
                      timeZone={hours.timeZone}
                      onChooseTime={setTime}
                      onBooked={setBooked}
                    />
                  </Suspense>
                ) : (
                  <div aria-hidden="true" className={`${skeletonBlockClass} h-40`} />
                )}
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
