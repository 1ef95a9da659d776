import { isActivePickup, orderName, type PickupRow } from '@flame/shared';
import { Clock } from 'lucide-react';
import { Button, type ButtonSize } from '../../../../components/ui/button';

/** 'Move pickup time' on an active order's row or in its card's menu (closed orders keep their time). */
export function MovePickupButton({
  row,
  onMove,
  size = 'sm',
  className,
}: {
  row: PickupRow;
  onMove: (row: PickupRow) => void;
  size?: ButtonSize;
  className?: string;
}) {
  if (!isActivePickup(row.status)) return null;
  return (
    <Button size={size} variant="secondary" className={className} onClick={() => onMove(row)}>
      <Clock aria-hidden="true" className="size-4" />
      Move pickup time<span className="sr-only"> of {orderName(row.orderNumber).toLowerCase()}</span>
    </Button>
  );
}
