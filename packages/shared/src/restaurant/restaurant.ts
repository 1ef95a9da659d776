import { ORDERING_PAUSED_REASONS } from '../service-time/escalation';
import { z } from 'zod';
import { WEEK_DAYS } from '../service-time/opening-hours';
import { socialLinksSchema } from './social-links';

export const openingHourSchema = z.object({
  day: z.enum(WEEK_DAYS),
  open: z.string().nullable(),
  close: z.string().nullable(),
  isClosed: z.boolean(),
});

export const restaurantAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
});
export type RestaurantAddress = z.infer<typeof restaurantAddressSchema>;

export const memberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  image: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const restaurantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  about: z.string(),
  phone: z.string(),
  email: z.string(),
  cuisineType: z.array(z.string()),
  isActive: z.boolean(),
  rating: z.number(),
  totalReviews: z.number(),
  images: z.array(z.string()),
  openingHours: z.array(openingHourSchema),
  address: restaurantAddressSchema,
  timeZone: z.string(),
  members: z.array(memberSchema),
  /** The restaurant's own pages on the networks of the footer's Follow block. */
  socialLinks: socialLinksSchema,
  /**
   * True only while online orders are paused: by the owner (it ends by itself at `orderingPausedUntil`), or by
   * itself while an order waits unanswered or no dashboard is open (`orderingPausedReason`).
   */
  orderingPaused: z.boolean(),
  /** Why online ordering is paused: 'owner', 'unanswered' or 'unwatched'; null while orders are taken. */
  orderingPausedReason: z.enum(ORDERING_PAUSED_REASONS).nullable(),
  /** When the pause ends (ISO); null when not paused or paused until resumed. */
  orderingPausedUntil: z.string().nullable(),
  /** How long before its pickup an order must come, in minutes (default 120). */
  pickupLeadMinutes: z.number(),
  /** How many days ahead a pickup may be (default 7). */
  pickupWindowDays: z.number(),
  /** Orders per 15-minute pickup slot; null for no limit. */
  pickupSlotCapacity: z.number().nullable(),
  /** Bookings by party size: minutes a party keeps its table, by the party size they hold up to. */
  turnMinutesByPartySize: z.record(z.string(), z.number()),
  /** Guests who may arrive in one quarter hour; null for no limit. */
  coversPer15Minutes: z.number().nullable(),
  /** How many days ahead a party may book online (default 30). */
  bookingWindowDays: z.number(),
  /** Until how many minutes before its time a party may book online (default 60). */
  bookingCutoffMinutes: z.number(),
  /** The largest party booked online (default 8); a larger one sends a request. */
  maxOnlinePartySize: z.number(),
  /** Minutes of opening hours an order may stay pending before the restaurant gets an email; null: off. */
  alertEmailAfterMinutes: z.number().nullable(),
  /** … before the customer's order and tracking pages say it is not confirmed yet; null: off. */
  customerNoticeAfterMinutes: z.number().nullable(),
  /** … before online ordering pauses by itself until it is answered; null: off. */
  pauseWhenUnansweredMinutes: z.number().nullable(),
  /** Minutes of opening hours without an open dashboard before online ordering pauses by itself; null: off. */
  pauseWhenUnwatchedMinutes: z.number().nullable(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

/** `GET /api/restaurants/opening-hours`: the weekly hours and the zone they are in. */
export const openingHoursAnswerSchema = z.object({
  openingHours: z.array(openingHourSchema),
  timeZone: z.string(),
});

/** `GET /api/restaurants/members`: the team, as the about page shows it. */
export const membersAnswerSchema = z.object({ members: z.array(memberSchema) });
