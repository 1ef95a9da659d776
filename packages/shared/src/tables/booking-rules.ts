import { z } from 'zod';

/**
 * The restaurant's rules for bookings by party size: how long a party keeps its table (turn time, by party
 * size), how many guests may arrive in one quarter hour (pacing), how far ahead and how late a guest may book
 * online, and the largest party booked online (a larger one sends a request the owner answers).
 */
export interface BookingRules {
  /** Minutes a party keeps its table, by the party size they hold up to ({ "2": 90, "4": 105, ... }). */
  turnMinutesByPartySize: Record<string, number>;
  /** Guests who may arrive in one quarter hour; null: no limit. */
  coversPer15Minutes: number | null;
  bookingWindowDays: number;
  bookingCutoffMinutes: number;
  maxOnlinePartySize: number;
}

export const DEFAULT_TURN_MINUTES_BY_PARTY_SIZE: Readonly<Record<string, number>> = {
  '2': 90,
  '4': 105,
  '6': 120,
  '8': 150,
};

export const BOOKING_RULE_DEFAULTS = {
  coversPer15Minutes: null,
  bookingWindowDays: 30,
  bookingCutoffMinutes: 60,
  maxOnlinePartySize: 8,
} as const;

/** Bounds of the owner's booking rules (the database holds the same ones). */
export const BOOKING_RULE_LIMITS = {
  partySize: { min: 1, max: 50 },
  turnMinutes: { min: 15, max: 8 * 60 },
  coversPer15Minutes: { min: 1, max: 1000 },
  bookingWindowDays: { min: 1, max: 365 },
  bookingCutoffMinutes: { min: 0, max: 7 * 24 * 60 },
} as const;

/**
 * The turn time of a party: the entry of the first size at or above the party; a party larger than every size
 * takes the largest size's time.
 */
export function turnMinutesFor(partySize: number, turns: Readonly<Record<string, number>>): number {
  const sizes = Object.keys(turns)
    .map(Number)
    .sort((a, b) => a - b);
  const size = sizes.find((s) => s >= partySize) ?? sizes[sizes.length - 1];
  return size === undefined ? DEFAULT_TURN_MINUTES_BY_PARTY_SIZE['8']! : turns[String(size)]!;
}

const whole = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const { partySize, turnMinutes } = BOOKING_RULE_LIMITS;
const PARTY_SIZE_KEY = /^[1-9]\d*$/;

/** `{ "2": 90, "4": 105 }`: party sizes (whole numbers) to minutes, at least one entry. */
export const turnMinutesByPartySizeSchema = z
  .record(z.string(), whole('Turn time (minutes)', turnMinutes), {
    error: 'Turn times must map party sizes to minutes, such as { "2": 90, "4": 105 }',
  })
  .superRefine((turns, ctx) => {
    const keys = Object.keys(turns);
    if (keys.length === 0)
      ctx.addIssue({ code: 'custom', message: 'Give the turn time of at least one party size' });
    for (const key of keys) {
      const size = Number(key);
      if (!PARTY_SIZE_KEY.test(key) || size < partySize.min || size > partySize.max) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `Party sizes must be whole numbers from ${partySize.min} to ${partySize.max}`,
        });
      }
    }
  });

/** The booking rules `PUT /api/restaurants/{id}` accepts besides the restaurant's details. */
export const bookingRulesUpdateShape = {
  turnMinutesByPartySize: turnMinutesByPartySizeSchema,
  coversPer15Minutes: whole('Guests per quarter hour', BOOKING_RULE_LIMITS.coversPer15Minutes).nullable(),
  bookingWindowDays: whole('Booking window (days)', BOOKING_RULE_LIMITS.bookingWindowDays),
  bookingCutoffMinutes: whole('Booking cut-off (minutes)', BOOKING_RULE_LIMITS.bookingCutoffMinutes),
  maxOnlinePartySize: whole('Largest party booked online', BOOKING_RULE_LIMITS.partySize),
};
