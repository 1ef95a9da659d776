import { z } from 'zod';
import type { Reservation } from './reservations';

/** `GET /api/reservations/cancel?token=` and `POST /api/reservations/cancel`: the emailed link's token. */
export const cancelLinkSchema = z.object({
  token: z.string().min(1, 'The cancel link is incomplete').max(300, 'The cancel link is not valid'),
});
export type CancelLinkBody = z.infer<typeof cancelLinkSchema>;

/** What the cancel link opens: the booking, and whether it can still be cancelled. */
export interface CancelLinkView {
  reservation: Omit<Reservation, 'reservedBy'> & { guestName: string };
  state: 'active' | 'cancelled' | 'started';
  restaurant: { name: string; phone: string };
}
