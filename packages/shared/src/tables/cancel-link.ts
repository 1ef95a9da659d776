import { z } from 'zod';
import { reservationSchema } from './reservations';

/** `GET /api/reservations/cancel?token=` and `POST /api/reservations/cancel`: the emailed link's token. */
export const cancelLinkSchema = z.object({
  token: z.string().min(1, 'The cancel link is incomplete').max(300, 'The cancel link is not valid'),
});
export type CancelLinkBody = z.infer<typeof cancelLinkSchema>;

/** What the cancel link opens: the booking, and whether it can still be cancelled. */
export const cancelLinkViewSchema = z.object({
  reservation: reservationSchema.omit({ reservedBy: true }).extend({ guestName: z.string() }),
  state: z.enum(['active', 'cancelled', 'started']),
  /** Why the restaurant cancelled it ('' when it gave no reason or the guest cancelled). */
  cancelReason: z.string(),
  restaurant: z.object({ name: z.string(), phone: z.string() }),
});
export type CancelLinkView = z.infer<typeof cancelLinkViewSchema>;
