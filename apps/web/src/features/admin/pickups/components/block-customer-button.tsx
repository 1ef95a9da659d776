import type { PickupRow } from '@flame/shared';
import { Ban } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

/** 'Block customer' on an order's row (a guest order, whose account is gone, has no one to block). */
export function BlockCustomerButton({ row, onBlock }: { row: PickupRow; onBlock: (row: PickupRow) => void }) {
  return (
    <Button size="sm" variant="ghost" onClick={() => onBlock(row)}>
      <Ban aria-hidden="true" className="size-4" />
      Block customer<span className="sr-only"> of order {row.shortId}</span>
    </Button>
  );
}
