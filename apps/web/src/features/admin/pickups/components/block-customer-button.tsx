import { orderName, type PickupRow } from '@flame/shared';
import { Ban } from 'lucide-react';
import { Button, type ButtonSize } from '../../../../components/ui/button';

/** 'Block customer' on an order's row or in its card's menu (a guest order, whose account is gone, has no one to block). */
export function BlockCustomerButton({
  row,
  onBlock,
  size = 'sm',
  className,
}: {
  row: PickupRow;
  onBlock: (row: PickupRow) => void;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Button size={size} variant="ghost" className={className} onClick={() => onBlock(row)}>
      <Ban aria-hidden="true" className="size-4" />
      Block customer<span className="sr-only"> of {orderName(row.orderNumber).toLowerCase()}</span>
    </Button>
  );
}
