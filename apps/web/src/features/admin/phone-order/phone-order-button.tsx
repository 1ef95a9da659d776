import { Phone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PhoneOrderDialog } from './phone-order-dialog';

/** 'Phone order' on the Pickups board: opens the form the owner takes an order by phone with. */
export function PhoneOrderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Phone aria-hidden="true" className="size-4" />
        Phone order
      </Button>
      {open && <PhoneOrderDialog onClose={() => setOpen(false)} />}
    </>
  );
}
