import type { Guest } from '@flame/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { useEraseGuest } from '../../../api/guests';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';

/** What erasing takes away, and what it keeps; the dialog and the page afterwards say the same. */
const ERASED = 'name, email addresses, phone numbers, delivery addresses, your notes and tags';
const KEPT =
  'the amounts of their orders and bookings stay, with no name on them, so the reports keep their figures';

/**
 * 'Erase personal data' on a guest's page: asks first, saying what goes and what stays, then erases the guest
 * everywhere (`DELETE /api/guests/{id}/personal-data`) and tells `onErased`.
 */
export function EraseGuest({ guest, onErased }: { guest: Guest; onErased: () => void }) {
  const [asking, setAsking] = useState(false);
  const erase = useEraseGuest();
  return (
    <section aria-labelledby="guest-erase-heading" className="flex flex-col items-start gap-3">
      <h3 id="guest-erase-heading" className="font-display text-lg font-bold text-stone-900">
        Personal data
      </h3>
      <p className="text-sm text-stone-700">
        A guest may ask you to forget them. Erasing removes their {ERASED}; {KEPT}.
      </p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Erase personal data
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Erase ${guest.name}'s personal data?`}
        confirmLabel="Erase personal data"
        busyLabel="Erasing..."
        dismissLabel="Keep the guest"
        busy={erase.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          erase.mutate(guest.id, {
            onSuccess: () => {
              setAsking(false);
              toast.success('Personal data erased');
              onErased();
            },
            onError: (error) => toast.error(errorMessage(error, 'Failed to erase the guest')),
          })
        }
      >
        <p>
          Erased everywhere, for good: their {ERASED}, on their account, orders, bookings, catering requests
          and messages. Their sign-in stops working.
        </p>
        <p className="mt-3">Kept: {KEPT}.</p>
      </ConfirmDialog>
    </section>
  );
}

/** The guest's page once erased: nothing of the guest is left to show. */
export function ErasedGuest({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Banner tone="success" title="This guest's personal data was erased">
        Their {ERASED} are gone; {KEPT}. The guest is no longer in the guest book.
      </Banner>
      <Button variant="secondary" onClick={onClose}>
        Back to the guests
      </Button>
    </div>
  );
}
