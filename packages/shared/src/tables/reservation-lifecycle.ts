import { z } from 'zod';
import { DATE_OUT_OF_RANGE_MESSAGE, isDateInBounds } from '../common/date-bounds';
import { isIsoDate } from '../service-time/calendar-dates';

/** Every state a reservation can be in (the database's `reservations.status`). */
export const RESERVATION_STATUSES = [
  'requested',
  'active',
  'seated',
  'completed',
  'no-show',
  'cancelled',
  'declined',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** What the owner may set: 'confirmed' accepts a request (it becomes 'active' with its tables). */
export const RESERVATION_STATUS_CHANGES = [
  'seated',
  'completed',
  'no-show',
  'cancelled',
  'confirmed',
  'declined',
] as const;
export type ReservationStatusChange = (typeof RESERVATION_STATUS_CHANGES)[number];

/** The states each change may leave; anything else is refused with a 409 (the UPDATE's WHERE holds it). */
export const STATUS_CHANGE_FROM: Record<ReservationStatusChange, readonly ReservationStatus[]> = {
  seated: ['active'],
  completed: ['seated'],
  'no-show': ['active'],
  cancelled: ['active'],
  confirmed: ['requested'],
  declined: ['requested'],
};

export const RESERVATION_REASON_MAX = 300;

/** `PATCH /api/reservations/{id}/status`: a decline must say why; a cancellation may. */
export const reservationStatusBodySchema = z
  .object({
    status: z.enum(RESERVATION_STATUS_CHANGES, {
      error: `Status must be one of ${RESERVATION_STATUS_CHANGES.join(', ')}`,
    }),
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(RESERVATION_REASON_MAX, `Reason must be at most ${RESERVATION_REASON_MAX} characters`)
      .default(''),
  })
  .refine((body) => body.status !== 'declined' || body.reason !== '', {
    message: 'Please tell the guest why the request is declined',
    path: ['reason'],
  });
export type ReservationStatusBody = z.infer<typeof reservationStatusBodySchema>;

/** `GET /api/reservations/day?date=YYYY-MM-DD` (the owner's day view); left out, the restaurant's today. */
export const reservationDayQuerySchema = z.strictObject({
  date: z
    .string({ error: 'Please choose a date' })
    .refine(isIsoDate, { error: 'Give a date as YYYY-MM-DD', abort: true })
    .refine(isDateInBounds, DATE_OUT_OF_RANGE_MESSAGE)
    .optional(),
});

/** A booking as the owner sees it: who, when, where, how to reach them and how often they did not come. */
export const ownerBookingSchema = z.object({
  _id: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  /** ISO date-times of the half-open range [startsAt, endsAt). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** '7:30 PM' in the restaurant's zone. */
  time: z.string(),
  partySize: z.number(),
  /** The held tables (none for a request or a declined one), smallest number first. */
  tables: z.array(z.object({ _id: z.string(), tableNumber: z.number() })),
  name: z.string(),
  email: z.string(),
  /** The booking's phone, else the account's profile phone, else null. */
  phone: z.string().nullable(),
  occasion: z.string().nullable(),
  note: z.string().nullable(),
  /** The guest's no-shows across all their bookings (by account, and by the booking's phone). */
  noShows: z.number(),
  cancelReason: z.string(),
  /** 'online' when the guest booked; 'staff' when the restaurant booked it for them (phone, counter). */
  source: z.enum(['online', 'staff']),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

/** The states a booking may be moved to other tables in: it holds tables now. */
export const MOVABLE_STATUSES = ['active', 'seated'] as const satisfies readonly ReservationStatus[];

/** The most tables one booking may be moved to (pushed together). */
export const MOVE_TABLES_MAX = 4;

/** `PATCH /api/reservations/{id}/tables`: the table numbers the booking holds from now on. */
export const reservationTablesBodySchema = z.strictObject({
  tables: z
    .array(z.number({ error: 'Each table must be a table number' }).int().positive(), {
      error: 'Tables must be a list of table numbers',
    })
    .min(1, 'Choose at least one table')
    .max(MOVE_TABLES_MAX, `Choose at most ${MOVE_TABLES_MAX} tables`)
    .refine((numbers) => new Set(numbers).size === numbers.length, 'Choose each table once'),
});
export type ReservationTablesBody = z.infer<typeof reservationTablesBodySchema>;

export const reservationDaySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /**
   * When the date's service begins: its midnight, or the night before's closing when that runs past midnight.
   * A booking arriving earlier is the night before's (a late sitting).
   */
  serviceStartsAt: z.string(),
  /** `combinableWith`: the ids of the tables this one may be pushed together with. */
  tables: z.array(
    z.object({
      _id: z.string(),
      tableNumber: z.number(),
      seats: z.number(),
      combinableWith: z.array(z.string()),
    }),
  ),
  bookings: z.array(ownerBookingSchema),
});
export type ReservationDay = z.infer<typeof reservationDaySchema>;
