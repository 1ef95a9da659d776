import type { DiningTable } from '@flame/shared';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { TableCard } from './table-card';

/** Up to 4 columns. */
const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

export function TableGrid({
  tables,
  timeZone,
  busy,
  onReserve,
  onCancel,
}: {
  tables: readonly DiningTable[];
  timeZone: string;
  busy: boolean;
  onReserve: (table: DiningTable) => void;
  onCancel: (table: DiningTable) => void;
}) {
  return (
    <ul className={GRID} aria-busy={busy}>
      {tables.map((table) => (
        <li key={table._id}>
          <TableCard table={table} timeZone={timeZone} onReserve={onReserve} onCancel={onCancel} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards of the same size as `TableCard`. */
export function TableGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Skeleton label="Loading tables...">
      <div className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200"
          >
            <div className={`aspect-[4/3] w-full rounded-none ${skeletonBlockClass}`} />
            <div className="flex flex-col gap-2.5 p-4">
              <div className={`h-6 w-1/2 ${skeletonBlockClass}`} />
              <div className={`h-4 w-full ${skeletonBlockClass}`} />
              <div className={`mt-2 h-11 w-full rounded-full ${skeletonBlockClass}`} />
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
