import type { OwnerBooking } from '@flame/shared';
import { useState, type ReactNode } from 'react';
import { useReservationDay } from '../../../../api/reservation-day';
import { InputField } from '../../../../components/ui/field';
import { Skeleton, skeletonBlockClass } from '../../../../components/ui/skeleton';
import { SectionQuery } from '../../ui/section-query';
import { PhoneBookingButton } from '../phone-booking/phone-booking-button';
import { BookingDialog } from './booking-dialog';
import { CoversStrip } from './covers-strip';
import { DayList } from './day-list';
import { DayTimeline } from './day-timeline';
import { NightBeforeSittings } from './night-before-sittings';

/**
 * The owner's day: pick a date (the restaurant's today at first); the covers per quarter hour, the night
 * before's late sittings still at their tables, then the book as a timeline (a list by table on a phone). `aside` is the room beside it for the walk-ins and the waitlist.
 */
export function DayView({ aside }: { aside?: ReactNode }) {
  const [date, setDate] = useState<string | undefined>(undefined);
  const day = useReservationDay(date);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = (booking: OwnerBooking) => setOpenId(booking._id);
  // The dialog shows the booking as last read, so a change made elsewhere shows there too.
  const opened = day.data?.bookings.find((b) => b._id === openId) ?? null;

  return (
    <section aria-labelledby="day-view-title" className="mb-8">
      <div className={aside ? 'grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]' : ''}>
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="day-view-title" className="font-display text-xl font-bold text-stone-900">
              The day&apos;s book
            </h2>
            <div className="flex flex-wrap items-end gap-3">
              <InputField
                label="Day"
                type="date"
                className="w-44"
                value={day.data?.date ?? date ?? ''}
                onChange={(event) => event.target.value && setDate(event.target.value)}
              />
              <PhoneBookingButton date={date ?? day.data?.date} timeZone={day.data?.timeZone} />
            </div>
          </div>
          <SectionQuery
            query={day}
            failureTitle="Failed to load the day's bookings"
            skeleton={
              <Skeleton label="Loading the day's bookings...">
                <div className={`${skeletonBlockClass} h-64`} />
              </Skeleton>
            }
          >
            {(data) => (
              <>
                <CoversStrip day={data} />
                <NightBeforeSittings day={data} onOpen={open} />
                <div className="hidden md:block">
                  <DayTimeline day={data} onOpen={open} />
                </div>
                <div className="md:hidden">
                  <DayList day={data} onOpen={open} />
                </div>
              </>
            )}
          </SectionQuery>
        </div>
        {aside}
      </div>
      <BookingDialog booking={opened} day={day.data} onClose={() => setOpenId(null)} />
    </section>
  );
}
