import type { PickupRow } from '@flame/shared';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { ChangeOrderDialog } from './change-order-dialog';

/** The states in which the server takes a change of the lines (decision 049). */
const CHANGEABLE = new Set<PickupRow['status']>(['pending', 'confirmed', 'preparing']);

/** 'Change order' on a pending, confirmed or preparing order's row: opens the dialog that edits its lines. */
export function ChangeOrderButton({ row, size = 'sm' }: { row: PickupRow; size?: ButtonSize }) {
  const [open, setOpen] = useState(false);
  if (!CHANGEABLE.has(row.status) && !open) return null;
  return (
    <>
      <Button size={size} variant="secondary" onClick={() => setOpen(true)}>
        <PencilLine aria-hidden="true" className="size-4" />
        Change order<span className="sr-only"> {row.shortId}</span>
      </Button>
      {open && <ChangeOrderDialog row={row} onClose={() => setOpen(false)} />}
    </>
  );
}
