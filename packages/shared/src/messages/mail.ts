import { z } from 'zod';
import { mailSettingsSchema } from './mail-preferences';

/** How the site's email leaves: through the SMTP server, or as .eml files when none is configured. */
export const MAIL_TRANSPORTS = ['smtp', 'files'] as const;

/** What each kind of message is, in the owner's words. */
export const MAIL_KIND_LABELS: Record<string, string> = {
  order_placed: 'Order confirmation',
  order_ready: 'Ready for pickup',
  order_cancelled: 'Order cancelled',
  catering_request: 'Catering request',
  contact_message: 'Contact message',
  password_reset: 'Password reset link',
  reservation_booked: 'Table reserved',
  reservation_cancelled: 'Reservation cancelled by the restaurant',
  reservation_reminder: 'Booking reminder',
  reservation_declined: 'Party request declined',
  order_received: 'New order (your copy)',
  order_pickup_moved: 'Pickup time moved',
  order_changed: 'Order changed',
  email_verification: 'Email confirmation link',
  email_change_notice: 'Email change notice',
  google_takeover_notice: 'Google sign-in took over an account',
  order_waiting: 'Order waiting (your alert)',
  ordering_unwatched: 'Ordering paused, no dashboard open (your alert)',
  reservation_guest_cancelled: 'Reservation cancelled by the guest',
  reservation_guest_cancelled_notice: 'Reservation cancelled by the guest (your copy)',
};

export const MAIL_MESSAGES = {
  resent: 'The message will be sent again',
  notFound: 'That message is not among the failed ones',
} as const;

/** A message that was given up: its reason, and 'Send again'. */
export const failedMailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  attempts: z.number(),
  lastError: z.string(),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** Settings → Email: how mail leaves, what waits, what failed recently (newest first). */
export const mailStatusSchema = z.object({
  transport: z.enum(MAIL_TRANSPORTS),
  pending: z.number(),
  failed: z.array(failedMailSchema),
  settings: mailSettingsSchema,
});
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailMessageParamsSchema = z.object({ id: z.string().min(1).max(200) });
