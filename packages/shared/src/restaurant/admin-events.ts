import { z } from 'zod';
import { orderStatusSchema } from '../orders/orders';
import { INBOX_KINDS } from '../messages/inbox';
import { WAITLIST_STATUSES } from '../tables/waitlist-texts';

/**
 * What the owner's live stream (`GET /api/admin/events`) sends, each as a named Server-Sent Event:
 * 'ready' once open, then 'order', 'reservation', 'message', 'waitlist' and 'mail' as things happen, 'resync' when
 * events may have been missed (refetch everything). Payloads are small; views refetch what they show.
 */
export const ADMIN_EVENT_NAMES = [
  'ready',
  'order',
  'reservation',
  'message',
  'waitlist',
  'mail',
  'resync',
] as const;
export type AdminEventName = (typeof ADMIN_EVENT_NAMES)[number];

export const adminOrderEventSchema = z.object({
  /** `pickup_moved`: the owner moved its pickup time (other dashboards refresh the board). */
  type: z.enum(['created', 'status', 'pickup_moved', 'lines_changed']),
  orderId: z.string(),
  status: orderStatusSchema,
  at: z.string(),
  /** Who made a status change ('customer' for a customer's cancellation, which the dashboard alerts). */
  by: z.enum(['customer', 'restaurant']).optional(),
  /** The status a status change left ('confirmed' or later: the kitchen had accepted it). */
  from: orderStatusSchema.optional(),
  /** The order's number, as the dashboard's alert names it. */
  orderNumber: z.number().optional(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

/** 'seated', 'completed', 'no-show' and 'moved' (to other tables) are the owner's changes on the floor. */
export const adminReservationEventSchema = z.object({
  type: z.enum(['booked', 'changed', 'cancelled', 'seated', 'completed', 'no-show', 'moved']),
  reservationId: z.string(),
  tableId: z.string(),
  at: z.string(),
});
export type AdminReservationEvent = z.infer<typeof adminReservationEventSchema>;

export const adminMessageEventSchema = z.object({
  type: z.enum(['received', 'status']),
  kind: z.enum(INBOX_KINDS),
  id: z.string(),
  at: z.string(),
});
export type AdminMessageEvent = z.infer<typeof adminMessageEventSchema>;

/** A walk-in joined the line or its entry changed status (the host's list refetches). */
export const adminWaitlistEventSchema = z.object({
  entryId: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  at: z.string(),
});
export type AdminWaitlistEvent = z.infer<typeof adminWaitlistEventSchema>;

/** The mail sender gave up on a message (the overview's and Settings → Email's warnings refetch). */
export const adminMailEventSchema = z.object({
  type: z.enum(['failed']),
  /** The outbox message that failed. */
  messageId: z.string(),
  at: z.string(),
});
export type AdminMailEvent = z.infer<typeof adminMailEventSchema>;
