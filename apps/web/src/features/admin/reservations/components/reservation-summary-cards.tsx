import type { Reservation } from '@flame/shared';
import { CalendarCheck, Clock, Table2, type LucideIcon } from 'lucide-react';
import { hoursText } from '../reservation-format';
import { reservationSummary } from '../reservation-summary';

function SummaryCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="text-sm text-stone-600">{label}</p>
        <p className="font-display text-2xl font-bold text-stone-900">{value}</p>
      </div>
    </div>
  );
}

/** Total reservations, tables reserved and total duration. */
export function ReservationSummaryCards({ reservations }: { reservations: Reservation[] }) {
  const { total, tables, minutes } = reservationSummary(reservations);
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-3">
      <SummaryCard icon={CalendarCheck} label="Total reservations" value={String(total)} />
      <SummaryCard icon={Table2} label="Tables reserved" value={String(tables)} />
      <SummaryCard icon={Clock} label="Total duration" value={hoursText(minutes)} />
    </div>
  );
}
