import {
  laterPickupTimes,
  orderCodeText,
  orderName,
  pickupMoveLabel,
  type PickupRow,
  slotLoadText,
} from '@flame/shared';
import { useMemo, useState } from 'react';
import { Banner } from '../../../../components/ui/banner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { SelectField } from '../../../../components/ui/field';
import { useRestaurant } from '../../../../api/restaurant';
import { useSpecialDays } from '../../../../api/special-days';
import { useNow } from '../../../../lib/hooks/use-now';

/** How many of the board's orders, cancelled ones aside, each pickup instant holds, by its ISO time. */
function ordersPerSlot(rows: readonly PickupRow[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    const time = new Date(row.pickupTime).toISOString();
    taken.set(time, (taken.get(time) ?? 0) + 1);
  }
  return taken;
}

/**
 * 'Move pickup time': every later time inside the hours of its date (a special day's, else the week's), in the
 * restaurant's zone, each with how full it is by the board's orders. The customer is told at
 * once and the time can only move later, so the move is confirmed here. When the server answers that the chosen
 * slot is full (`slotFull`, its words), the dialog says so and asks again: 'Move Anyway' sends the move over the
 * slot's limit, and choosing another time takes the warning away.
 */
export function MovePickupDialog({
  row,
  rows,
  busy,
  slotFull,
  onMove,
  onTimeChange,
  onClose,
}: {
  row: PickupRow | null;
  /** The board's orders, for each time's load. */
  rows: readonly PickupRow[];
  busy: boolean;
  slotFull: string | null;
  onMove: (pickupTime: string) => void;
  onTimeChange: () => void;
  onClose: () => void;
}) {
  const restaurant = useRestaurant().data;
  const specialDays = useSpecialDays().data;
  const [chosen, setChosen] = useState('');
  const now = useNow();
  const times = useMemo(
    () =>
      row && restaurant && now
        ? laterPickupTimes(
            new Date(row.pickupTime),
            now,
            restaurant.openingHours,
            restaurant.timeZone,
            specialDays,
          )
        : [],
    [row, restaurant, specialDays, now],
  );
  const taken = useMemo(() => ordersPerSlot(rows), [rows]);
  const value = chosen || times[0]?.toISOString() || '';
  return (
    <ConfirmDialog
      open={row !== null}
      title="Move pickup time"
      dismissLabel="Keep Time"
      confirmLabel={slotFull ? 'Move Anyway' : 'Move Pickup'}
      busyLabel="Moving..."
      busy={busy || !value}
      onConfirm={() => value && onMove(value)}
      onClose={() => {
        setChosen('');
        onClose();
      }}
    >
      {row && restaurant && now && (
        <div className="flex flex-col gap-3">
          <p className="break-words">
            <span className="font-semibold">{orderName(row.orderNumber)}</span> (
            <span className="font-mono">{orderCodeText(row.shortId)}</span>) for{' '}
            <span className="font-semibold">{row.customerName}</span>, now at{' '}
            <span className="font-semibold">
              {pickupMoveLabel(new Date(row.pickupTime), now, restaurant.timeZone)}
            </span>
            .
          </p>
          <SelectField
            label="New pickup time"
            hint="The customer sees the new time at once. A pickup time can only move later."
            value={value}
            onChange={(event) => {
              setChosen(event.target.value);
              onTimeChange();
            }}
          >
            {times.map((time) => (
              <option key={time.toISOString()} value={time.toISOString()}>
                {pickupMoveLabel(time, now, restaurant.timeZone)} ·{' '}
                {slotLoadText(taken.get(time.toISOString()) ?? 0, restaurant.pickupSlotCapacity)}
              </option>
            ))}
          </SelectField>
          {slotFull && (
            <Banner tone="error" title="This pickup time is full">
              {slotFull}
            </Banner>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
