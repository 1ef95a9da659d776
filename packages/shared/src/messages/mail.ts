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
  reservation_changed: 'Booking changed by the restaurant',
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
  waitlist_joined: 'Waitlist place',
  waitlist_ready: 'Table ready (waitlist)',
};

export const MAIL_MESSAGES = {
  resent: 'The message will be sent again',
  notFound: 'That message is not among the failed ones',
} as const;

/** A message that was given up: what it was about, its reason, and 'Send again'. */
export const failedMailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  /** The order or booking it told about ('Order 1014', 'Booking for 4 on Sat, Dec 19, 7:30 PM'); null if none. */
  about: z.string().nullable(),
  recipient: z.string(),
  attempts: z.number(),
  lastError: z.string(),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** The last check that the mail server answers (a connection and its greeting, within a short timeout). */
export const mailServerCheckSchema = z.object({
  reachable: z.boolean(),
  /** When it was checked (ISO instant). */
  checkedAt: z.string(),
  /** Why it could not be reached; '' when it was. */
  error: z.string(),
});
export type MailServerCheck = z.infer<typeof mailServerCheckSchema>;

/** What the overview warns about: messages given up, and a mail server that does not answer (null: none set). */
export const mailHealthSchema = z.object({
  failed: z.number().int().nonnegative(),
  server: mailServerCheckSchema.nullable(),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;

/** Settings → Email: how mail leaves, whether the server answers, what waits, what failed recently (newest first). */
export const mailStatusSchema = z.object({
  transport: z.enum(MAIL_TRANSPORTS),
  /** null when no mail server is set (messages are written as files). */
  server: mailServerCheckSchema.nullable(),
  pending: z.number(),
  /** Every failed message; `failed` lists the newest of them. */
  failedTotal: z.number().int().nonnegative(),
  failed: z.array(failedMailSchema),
  settings: mailSettingsSchema,
});
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailMessageParamsSchema = z.object({ id: z.string().min(1).max(200) });
