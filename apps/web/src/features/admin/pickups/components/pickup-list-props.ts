import type { AdminOrderStatus, PickupRow } from '@flame/shared';

/** What a list of pickups shows and does, as a table or as cards: the rows, the one being saved, the actions. */
export interface PickupListProps {
  rows: PickupRow[];
  busyId: string | null;
  onStatusChange: (row: PickupRow, status: AdminOrderStatus) => void;
  onMovePickup: (row: PickupRow) => void;
  onBlockCustomer: (row: PickupRow) => void;
}
