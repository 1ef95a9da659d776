import { z } from 'zod';
import { DATE_OUT_OF_RANGE_MESSAGE, isDateInBounds, isInstantInBounds } from '../common/date-bounds';
import { isIsoDate } from './calendar-dates';
import { halfHourMinutes } from './opening-hours';

/** Bounds of the owner's pickup rules. */
export const PICKUP_RULE_LIMITS = {
  leadMinutes: { min: 0, max: 24 * 60 },
  windowDays: { min: 1, max: 60 },
  slotCapacity: { min: 1, max: 1000 },
  specialDayNote: 200,
} as const;

const whole = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** The pickup rules `PUT /api/restaurants/{id}` accepts besides the restaurant's details. */
export const pickupRulesUpdateShape = {
  pickupLeadMinutes: whole('Lead time (minutes)', PICKUP_RULE_LIMITS.leadMinutes),
  pickupWindowDays: whole('Ordering window (days)', PICKUP_RULE_LIMITS.windowDays),
  pickupSlotCapacity: whole('Orders per pickup slot', PICKUP_RULE_LIMITS.slotCapacity).nullable(),
};

/** `PUT /api/restaurants/{id}/pause`: until an instant (with its offset), or null for 'until I resume'. */
export const pauseBodySchema = z.strictObject({
  until: z.iso
    .datetime({ offset: true, error: 'Until must be a date and time such as 2026-11-24T19:30:00-05:00' })
    .refine(isInstantInBounds, DATE_OUT_OF_RANGE_MESSAGE)
    .nullable(),
});
export type PauseBody = z.infer<typeof pauseBodySchema>;

/** `GET /api/orders/pickup-slots?date=YYYY-MM-DD`. */
export const pickupSlotsQuerySchema = z.strictObject({
  date: z
    .string({ error: 'Give a date as YYYY-MM-DD' })
    .refine(isIsoDate, { error: 'Give a date as YYYY-MM-DD', abort: true })
    .refine(isDateInBounds, DATE_OUT_OF_RANGE_MESSAGE),
});

/** One 15-minute pickup slot of a day: its instant, and whether an order may take it now. */
export const pickupSlotAvailabilitySchema = z.object({ time: z.string(), available: z.boolean() });
export type PickupSlotAvailability = z.infer<typeof pickupSlotAvailabilitySchema>;

const slotMessage = 'Choose a time on the half hour, such as 9:00 AM or 9:30 PM';

/**
 * `POST /api/restaurants/special-days`: a date closed, or open at its own times (a closing time at or before the
 * opening runs past midnight, as on New Year's Eve).
 */
export const specialDayBodySchema = z
  .strictObject({
    date: z
      .string({ error: 'Give a date as YYYY-MM-DD' })
      .refine(isIsoDate, { error: 'Give a date as YYYY-MM-DD', abort: true })
      .refine(isDateInBounds, DATE_OUT_OF_RANGE_MESSAGE),
    isClosed: z.boolean({ error: 'Closed must be true or false' }),
    open: z.string({ error: slotMessage }).nullable().default(null),
    close: z.string({ error: slotMessage }).nullable().default(null),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(
        PICKUP_RULE_LIMITS.specialDayNote,
        `Note must be at most ${PICKUP_RULE_LIMITS.specialDayNote} characters`,
      )
      .default(''),
  })
  .superRefine((day, ctx) => {
    if (day.isClosed) return;
    if (day.open === null || halfHourMinutes(day.open) === undefined)
      ctx.addIssue({ code: 'custom', path: ['open'], message: slotMessage });
    if (day.close === null || halfHourMinutes(day.close, { closing: true }) === undefined)
      ctx.addIssue({ code: 'custom', path: ['close'], message: slotMessage });
    if (day.open !== null && day.open === day.close)
      ctx.addIssue({
        code: 'custom',
        path: ['close'],
        message: 'Closing time must differ from opening time',
      });
  });
export type SpecialDayBody = z.infer<typeof specialDayBodySchema>;

/** A date whose hours replace the weekly ones (a holiday closure, a short Christmas Eve), as the API speaks it. */
export const specialDaySchema = z.object({
  _id: z.string(),
  /** 'YYYY-MM-DD' in the restaurant's time zone. */
  date: z.string(),
  isClosed: z.boolean(),
  /** '10:00 AM', as the weekly hours; null when closed. */
  open: z.string().nullable(),
  close: z.string().nullable(),
  note: z.string(),
});

/** What adding a special day touches: the orders and reservations already placed on that date. */
export const specialDayAffectedSchema = z.object({
  orders: z.array(
    z.object({ _id: z.string(), orderNumber: z.number(), pickupTime: z.string(), status: z.string() }),
  ),
  reservations: z.array(
    z.object({ _id: z.string(), tableNumber: z.number(), startsAt: z.string(), guests: z.number() }),
  ),
});
export type SpecialDayAffected = z.infer<typeof specialDayAffectedSchema>;

/** `POST /api/restaurants/special-days` answers the day it added and what that day leaves out. */
export const addedSpecialDaySchema = specialDaySchema.extend({ affected: specialDayAffectedSchema });

/**
 * `GET /api/restaurants/special-days/decisions` (the owner's): each coming special day with the orders and
 * reservations its hours leave out that still wait for the owner to keep or cancel them.
 */
export const ownerSpecialDaySchema = addedSpecialDaySchema;
export type OwnerSpecialDay = z.infer<typeof ownerSpecialDaySchema>;

/**
 * The day that leaves a booking outside the hours, as a row of the board names it: a special day, or (`_id`
 * null, no note) a date whose weekly hours changed after the booking was made.
 */
export const outsideHoursDaySchema = specialDaySchema
  .pick({ date: true, isClosed: true, note: true })
  .extend({ _id: z.string().nullable() });
export type OutsideHoursDay = z.infer<typeof outsideHoursDaySchema>;

/**
 * `GET /api/restaurants/hours/decisions` (the owner's): each coming date without a special day whose weekly
 * hours, changed since, leave out orders or reservations that wait for the owner to keep or cancel them.
 */
export const weeklyHoursDecisionSchema = z.object({
  date: z.string(),
  /** Closed all that weekday now; false: open, at other hours. */
  isClosed: z.boolean(),
  /** Always '': the weekly hours carry no note (the cancel reason and the board read it as a special day's). */
  note: z.literal(''),
  affected: specialDayAffectedSchema,
});
export type WeeklyHoursDecision = z.infer<typeof weeklyHoursDecisionSchema>;
