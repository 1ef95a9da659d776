import { z } from 'zod';
import { GUEST_NOTES_MAX_LENGTH, GUEST_TAG_LIMIT, GUEST_TAG_MAX_LENGTH } from './guest-keys';

/**
 * The owner's guest book: every guest known by email or phone across accounts, orders, table bookings, catering
 * requests and messages, merged (same email or same phone = one guest). Money in dollars, as in the order
 * answers; `totalSpent` counts picked-up orders only.
 */
export const guestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Every other email and phone the guest used. */
  otherEmails: z.array(z.string()),
  otherPhones: z.array(z.string()),
  orders: z.number().int(),
  totalSpent: z.number(),
  /** Picked-up orders and bookings seated or completed. */
  visits: z.number().int(),
  noShows: z.number().int(),
  lastVisit: z.string().nullable(),
  marketingConsent: z.boolean(),
  /** When the guest gave the consent; null without it. */
  marketingConsentAt: z.string().nullable(),
  notes: z.string(),
  tags: z.array(z.string()),
});
export type Guest = z.infer<typeof guestSchema>;

export const guestsQuerySchema = z.object({
  /** Part of a name, an email or a phone number; all guests when empty. */
  query: z.string().trim().max(100, { error: 'Search text must be at most 100 characters' }).default(''),
  /** `csv`: the guests the search finds as a spreadsheet download. */
  format: z.enum(['json', 'csv'], { error: "Format must be 'json' or 'csv'" }).optional(),
});

/** The guest book's download, named after the restaurant's day it was taken. */
export const guestsFileName = (today: string) => `guests-${today}.csv`;

export const GUEST_HISTORY_KINDS = ['order', 'booking', 'catering', 'message'] as const;

/** One thing the guest did, newest first on the guest's page. */
export const guestHistoryEntrySchema = z.object({
  kind: z.enum(GUEST_HISTORY_KINDS),
  id: z.string(),
  at: z.string(),
  /** 'Order 1001', 'Table for 4', 'Catering: Wedding', the message's subject. */
  title: z.string(),
  status: z.string(),
  /** The order's total in dollars; null for the others. */
  amount: z.number().nullable(),
});
export type GuestHistoryEntry = z.infer<typeof guestHistoryEntrySchema>;

export const guestDetailSchema = z.object({
  guest: guestSchema,
  history: z.array(guestHistoryEntrySchema),
});
export type GuestDetail = z.infer<typeof guestDetailSchema>;

const tagSchema = z
  .string({ error: 'Each tag must be text' })
  .trim()
  .min(1, { error: 'A tag cannot be empty' })
  .max(GUEST_TAG_MAX_LENGTH, { error: `A tag must be at most ${GUEST_TAG_MAX_LENGTH} characters` });

/** `PATCH /api/guests/{id}`: the notes, the tags, or both, replacing what was kept. */
export const guestUpdateSchema = z
  .object({
    notes: z
      .string({ error: 'Notes must be text' })
      .max(GUEST_NOTES_MAX_LENGTH, { error: `Notes must be at most ${GUEST_NOTES_MAX_LENGTH} characters` })
      .optional(),
    tags: z
      .array(tagSchema, { error: 'Tags must be a list of text' })
      .max(GUEST_TAG_LIMIT, { error: `At most ${GUEST_TAG_LIMIT} tags` })
      .optional(),
  })
  .strict()
  .refine((body) => body.notes !== undefined || body.tags !== undefined, {
    error: 'Give notes or tags',
    path: ['notes'],
  });
export type GuestUpdate = z.infer<typeof guestUpdateSchema>;
