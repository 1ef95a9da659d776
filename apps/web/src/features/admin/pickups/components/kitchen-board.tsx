import { useId } from 'react';
import { kitchenGroups, type KitchenGroup } from '../kitchen-steps';
import { KitchenCard } from './kitchen-card';
import type { PickupListProps } from './pickup-list-props';

function Group({ group, ...props }: Omit<PickupListProps, 'rows'> & { group: KitchenGroup }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-2 rounded-card bg-cream-50 p-2 ring-1 ring-cream-200"
    >
      <h3 id={id} className="flex items-center gap-2 px-1 pt-1 font-display text-xl font-bold text-stone-900">
        {group.title}
        <span className="rounded-full bg-white px-2.5 text-base font-semibold text-stone-700 ring-1 ring-cream-200">
          {group.rows.length}
        </span>
      </h3>
      {group.rows.length === 0 ? (
        <p className="px-1 pb-2 text-stone-600">No orders here.</p>
      ) : (
        <ul aria-label={group.title} className="flex flex-col gap-2">
          {group.rows.map((row) => (
            <KitchenCard key={row._id} row={row} {...props} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The active pickups as the kitchen works them, for a tablet and a phone: 'New', 'In the kitchen' and 'Ready',
 * side by side from a 10-inch tablet in landscape (1024 px) up, one under the other on a phone, each with its count.
 */
export function KitchenBoard({ rows, ...props }: PickupListProps) {
  return (
    <div className="grid gap-3 p-2 lg:grid-cols-3 lg:gap-2">
      {kitchenGroups(rows).map((group) => (
        <Group key={group.key} group={group} {...props} />
      ))}
    </div>
  );
}
