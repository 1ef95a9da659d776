import { isActivePickup, type PickupRow } from '@flame/shared';
import { Clock } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

/** 'Move pickup time' on an active order's row (closed orders keep their time). */
export function MovePickupButton({ row, onMove }: { row: PickupRow; onMove: (row: PickupRow) => void }) {
  if (!isActivePickup(row.status)) return null;
  return (
    <Button size="sm" variant="secondary" onClick={() => onMove(row)}>
      <Clock aria-hidden="true" className="size-4" />
      Move pickup time<span className="sr-only"> of order {row.shortId}</span>
    </Button>
  );
}
