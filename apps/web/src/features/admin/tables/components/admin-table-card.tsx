import type { DiningTable, Reservation } from '@flame/shared';
import { Armchair, CalendarClock, Pencil, Trash2, Users } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { reservationDate } from '../../reservations/reservation-format';

/**
 * One table on the admin's grid: photo, 'Reserved' badge, number, seats,
 * description, and who reserved it for when (its next reservation). Delete waits until no reservation is left.
 */
export function AdminTableCard({
  table,
  reservations,
  onEdit,
  onDelete,
}: {
  table: DiningTable;
  /** The table's reservations that have not ended, soonest first. */
  reservations: Reservation[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [next] = reservations;
  const more = reservations.length - 1;
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200"
    >
      <div className="relative aspect-[4/3] bg-cream-100">
        {table.imageUrl ? (
          <img
            src={table.imageUrl}
            alt=""
            width={800}
            height={600}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-brand-300">
            <Armchair aria-hidden="true" className="size-12" />
          </div>
        )}
        {next && (
          <Badge tone="solid" className="absolute top-3 left-3 shadow-card">
            Reserved
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${id}-title`} className="font-display text-xl font-bold text-stone-900">
            Table {table.tableNumber}
          </h2>
          <span className="inline-flex items-center gap-1 text-sm text-stone-700">
            <Users aria-hidden="true" className="size-4 text-brand-600" />
            {table.seats} {table.seats === 1 ? 'seat' : 'seats'}
          </span>
        </div>
        {table.description && <p className="line-clamp-2 text-sm text-stone-600">{table.description}</p>}
        {next && (
          <div className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-stone-800">
            <p className="font-semibold text-brand-800">Reserved by {next.reservedBy.name}</p>
            <p className="mt-0.5 inline-flex items-center gap-1.5 text-stone-700">
              <CalendarClock aria-hidden="true" className="size-4" />
              {reservationDate(next.reservedDate)} at {next.reservedTime}
            </p>
            {more > 0 && (
              <p className="mt-0.5 text-stone-600">
                and {more} more upcoming {more === 1 ? 'reservation' : 'reservations'}
              </p>
            )}
          </div>
        )}
        <div className="mt-auto flex gap-2 pt-1">
          <Button
            variant="secondary"
            size="sm"
            className="flex-1"
            onClick={onEdit}
            aria-label={`Edit Table ${table.tableNumber}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="flex-1"
            onClick={onDelete}
            disabled={next !== undefined}
            aria-label={`Delete Table ${table.tableNumber}`}
            aria-describedby={next ? `${id}-delete-hint` : undefined}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
        {next && (
          <p id={`${id}-delete-hint`} className="text-xs text-stone-600">
            Cancel its reservations before deleting it.
          </p>
        )}
      </div>
    </article>
  );
}
