import type { PickupRow } from '@flame/shared';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { ChangeOrderDialog } from './change-order-dialog';

/** The states in which the server takes a change of the lines (decision 049). */
const CHANGEABLE = new Set<PickupRow['status']>(['pending', 'confirmed', 'preparing']);

/**
 * 'Change order' on a pending, confirmed or preparing order's row or in its card's menu: opens the dialog that
 * edits its lines. The dialog goes to the document's body, as the card's menu hides itself once an action is
 * chosen.
 */
export function ChangeOrderButton({
  row,
  size = 'sm',
  className,
}: {
  row: PickupRow;
  size?: ButtonSize;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  if (!CHANGEABLE.has(row.status) && !open) return null;
  return (
    <>
      <Button size={size} variant="secondary" className={className} onClick={() => setOpen(true)}>
        <PencilLine aria-hidden="true" className="size-4" />
        Change order<span className="sr-only"> {row.orderNumber}</span>
      </Button>
      {open && createPortal(<ChangeOrderDialog row={row} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
