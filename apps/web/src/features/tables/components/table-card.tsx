import {
  durationLabel,
  reservationMinutes,
  reservationTablesText,
  TABLE_STATE_LABELS,
  zonedDateAndMinutes,
  type DiningTable,
} from '@flame/shared';
import { CalendarCheck, Users } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { clock, seatsLabel } from './format';
import { TableImage } from './table-image';

const CARD_LOOK: Record<DiningTable['state'], string> = {
  available: 'bg-white ring-1 ring-cream-200',
  mine: 'bg-white ring-2 ring-brand-600',
  reserved: 'bg-stone-100 ring-1 ring-stone-200',
};

const BADGE_TONE: Record<DiningTable['state'], BadgeTone> = {
  available: 'success',
  mine: 'solid',
  reserved: 'neutral',
};

/**
 * One table at the chosen time: 'Reserve Now' when available, 'Currently Booked' with a cancel
 * for the customer's own, and nothing to do (dimmed) when someone else has it.
 */
export function TableCard({
  table,
  timeZone,
  onReserve,
  onCancel,
  priority = false,
}: {
  table: DiningTable;
  timeZone: string;
  /** The card's photo is in the first screenful. */
  priority?: boolean;
  onReserve: (table: DiningTable) => void;
  onCancel: (table: DiningTable) => void;
}) {
  const headingId = `table-${table._id}`;
  const { state } = table;
  const until = table.availableUntil
    ? clock(zonedDateAndMinutes(new Date(table.availableUntil), timeZone).minutes)
    : null;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full gap-4 rounded-card p-3 shadow-card sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0 ${CARD_LOOK[state]}`}
    >
      <div className="relative size-28 shrink-0 overflow-hidden rounded-xl sm:size-auto sm:w-full sm:rounded-none">
        <TableImage
          src={table.imageUrl}
          dimmed={state === 'reserved'}
          priority={priority}
          className="h-full sm:h-auto"
        />
        <Badge tone={BADGE_TONE[state]} className="absolute top-2 left-2 shadow-card sm:top-3 sm:left-3">
          {TABLE_STATE_LABELS[state]}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:gap-2 sm:p-4">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id={headingId} className="font-display text-lg font-semibold text-stone-900 sm:text-xl">
            Table {table.tableNumber}
          </h3>
          <span className="inline-flex items-center gap-1 text-sm text-stone-700">
            <Users aria-hidden="true" className="size-4" />
            {seatsLabel(table.seats)}
          </span>
        </div>
        {table.description && <p className="line-clamp-2 text-sm text-stone-700">{table.description}</p>}
        <div className="mt-auto pt-2">
          {state === 'available' && (
            <>
              {until && <p className="mb-2 text-xs text-stone-600">Free until {until}</p>}
              <Button className="w-full" onClick={() => onReserve(table)}>
                Reserve Now
              </Button>
            </>
          )}
          {state === 'mine' && (
            <div className="flex flex-col gap-2">
              <div className="text-sm">
                <p className="inline-flex items-center gap-1.5 font-semibold text-brand-700">
                  <CalendarCheck aria-hidden="true" className="size-4" />
                  Currently Booked
                </p>
                {table.reservation && (
                  <p className="text-stone-700">
                    {table.reservation.reservedTime} · {durationLabel(reservationMinutes(table.reservation))}
                  </p>
                )}
                {table.reservation && table.reservation.tables.length > 1 && (
                  <p className="text-stone-700">{reservationTablesText(table.reservation)} together</p>
                )}
              </div>
              <Button
                variant="secondary"
                className="w-full"
                onClick={() => onCancel(table)}
                aria-label={`Cancel reservation of ${table.reservation ? reservationTablesText(table.reservation) : `Table ${table.tableNumber}`}`}
              >
                Cancel Reservation
              </Button>
            </div>
          )}
          {state === 'reserved' && (
            <p className="text-sm font-medium text-stone-700">Reserved at this time</p>
          )}
        </div>
      </div>
    </article>
  );
}
