import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { PhoneBookingDialog } from './phone-booking-dialog';

/**
 * 'New booking' beside the day's date: opens the form the owner books a table with for a guest who called, on
 * the date the day view shows. It waits until the day (and so the restaurant's time zone) is read.
 */
export function PhoneBookingButton({ date, timeZone }: { date?: string; timeZone?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!date || !timeZone}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        New booking
      </Button>
      {open && date && timeZone && (
        <PhoneBookingDialog date={date} timeZone={timeZone} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
