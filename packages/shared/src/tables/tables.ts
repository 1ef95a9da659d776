import { z } from 'zod';
import { DATE_OUT_OF_RANGE_MESSAGE, isInstantInBounds } from '../common/date-bounds';
import { TABLE_SEATS_MAX, TABLE_SEATS_MIN } from '../common/constants';
import { reservationSchema, reservedBySchema } from './reservations';
import { TABLE_STATES } from './table-states';

/**
 * One table at one time (on the time-range model). `reservedBy` and `reservation` are
 * filled only as far as the caller may see them: a customer sees their own, the owner sees everyone's, nobody
 * else sees a name or an email.
 */
export const diningTableSchema = z.object({
  _id: z.string(),
  tableNumber: z.number(),
  seats: z.number(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  state: z.enum(TABLE_STATES),
  reserved: z.boolean(),
  reservedBy: reservedBySchema.nullable(),
  reservation: reservationSchema.nullable(),
  /** For a table that is free at the chosen time: when its next reservation starts (ISO), if any. */
  availableUntil: z.string().nullable(),
  /** The tables (ids) the owner may push together with this one for a larger party. */
  combinableWith: z.array(z.string()),
});
export type DiningTable = z.infer<typeof diningTableSchema>;

/** `GET /api/restaurants/tables[/unauth]`: the tables' states at `at` (an ISO date-time). */
export const tablesAtSchema = z.object({ at: z.string(), tables: z.array(diningTableSchema) });
export type TablesAt = z.infer<typeof tablesAtSchema>;

/** Query of the table lists: the instant to show (default: the next bookable slot). */
export const tablesQuerySchema = z.object({
  at: z.iso
    .datetime({ offset: true, error: 'at must be an ISO date-time' })
    .refine(isInstantInBounds, DATE_OUT_OF_RANGE_MESSAGE)
    .optional(),
});

const TABLE_NUMBER_MESSAGE = 'Table number must be a whole number of at least 1';
const SEATS_MESSAGE = `Seats must be a whole number from ${TABLE_SEATS_MIN} to ${TABLE_SEATS_MAX}`;

/** The admin table form, sent as multipart fields beside an optional `image` file. */
export const tableFormSchema = z.object({
  tableNumber: z.coerce
    .number({ error: TABLE_NUMBER_MESSAGE })
    .int(TABLE_NUMBER_MESSAGE)
    .min(1, TABLE_NUMBER_MESSAGE)
    .max(100_000, 'Table number is too large'),
  seats: z.coerce
    .number({ error: SEATS_MESSAGE })
    .int(SEATS_MESSAGE)
    .min(TABLE_SEATS_MIN, SEATS_MESSAGE)
    .max(TABLE_SEATS_MAX, SEATS_MESSAGE),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
});
export type TableForm = z.infer<typeof tableFormSchema>;

const COMBINABLE_MESSAGE = 'Combinable tables must be table ids separated by commas';

/**
 * The admin table form's `combinableWith` field (multipart, so one text): the ids of the tables this one may be
 * pushed together with, separated by commas; '' for none. Left out, the table's partners stay as they are.
 */
export const tableCombinationFieldSchema = z.object({
  combinableWith: z
    .string({ error: COMBINABLE_MESSAGE })
    .max(5000, COMBINABLE_MESSAGE)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      ),
    ])
    .optional(),
});

export const TABLE_COMBINATION_MESSAGES = {
  unknown: 'Combinable tables must be other tables of this restaurant',
} as const;

export const tableUpdateFormSchema = tableFormSchema.extend({
  _id: z.string({ error: 'Please choose a table' }).trim().min(1, 'Please choose a table').max(64),
});
export type TableUpdateForm = z.infer<typeof tableUpdateFormSchema>;

/** Messages of the admin table calls. */
export const TABLE_MESSAGES = {
  created: 'Table created!',
  updated: 'Table updated!',
  deleted: 'Table deleted!',
  notImage: 'Please select an image file',
  tooLarge: 'Image size must be less than 5MB',
  hasUpcoming: 'This table has upcoming reservations. Cancel them before deleting the table.',
} as const;
