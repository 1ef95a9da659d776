import { z } from 'zod';
import { requiredPhoneSchema } from '../common/phone';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from '../common/single-line-text';
import { PHONE_REQUIRED_MESSAGE } from '../orders/orders';
import { WAITLIST_CHANGES, WAITLIST_STATUSES } from './waitlist-texts';

export const WAITLIST_PARTY_MAX = 20;
export const WAITLIST_QUOTE_MAX_MINUTES = 240;

const PARTY_SIZE_MESSAGE = `Party size must be a whole number from 1 to ${WAITLIST_PARTY_MAX}`;
const QUOTE_MESSAGE = `Quoted wait must be a whole number of minutes from 0 to ${WAITLIST_QUOTE_MAX_MINUTES}`;

const wholeNumber = (message: string, required: string, max: number, min: number) =>
  z.coerce
    .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? required : message) })
    .int(message)
    .min(min, message)
    .max(max, message);

/** `POST /api/waitlist`: a walk-in the host adds to the line (phone as at checkout; email to send the link). */
export const joinWaitlistBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters')
    .refine(isSingleLineText, NAME_CHARACTERS_MESSAGE('Name')),
  phone: requiredPhoneSchema(PHONE_REQUIRED_MESSAGE),
  partySize: wholeNumber(PARTY_SIZE_MESSAGE, 'Party size is required', WAITLIST_PARTY_MAX, 1),
  quotedMinutes: wholeNumber(QUOTE_MESSAGE, 'Quoted wait is required', WAITLIST_QUOTE_MAX_MINUTES, 0),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Email is too long')
    .pipe(z.union([z.literal(''), z.email('Please enter a valid email address')]))
    .transform((value) => (value === '' ? undefined : value.toLowerCase()))
    .optional(),
});
export type JoinWaitlistBody = z.input<typeof joinWaitlistBodySchema>;

/** `PATCH /api/waitlist/{id}`: the host tells the guest their table is ready, seats them, or marks them gone. */
export const waitlistChangeBodySchema = z.object({
  status: z.enum(WAITLIST_CHANGES, { error: `Status must be one of: ${WAITLIST_CHANGES.join(', ')}` }),
});
export type WaitlistChangeBody = z.infer<typeof waitlistChangeBodySchema>;

/** An entry as the owner sees it; `placeInLine` counts the waiting entries that joined earlier (null once not waiting). */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  partySize: z.number(),
  quotedMinutes: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  joinedAt: z.string(),
  notifiedAt: z.string().nullable(),
  placeInLine: z.number().nullable(),
  /** The guest's live page, signed for this entry: works without signing in. */
  link: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntryListSchema = z.array(waitlistEntrySchema);

/** `GET /api/waitlist/link?token=` and its stream: the token of the guest's signed link. */
export const waitlistLinkQuerySchema = z.object({
  token: z.string().min(1, 'The waitlist link is incomplete').max(300, 'The waitlist link is not valid'),
});

/** What the guest's page shows: no phone or email, only what they told the host and where they stand. */
export const waitlistGuestViewSchema = z.object({
  name: z.string(),
  partySize: z.number(),
  quotedMinutes: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  placeInLine: z.number().nullable(),
  joinedAt: z.string(),
  restaurant: z.object({ name: z.string(), phone: z.string() }),
});
export type WaitlistGuestView = z.infer<typeof waitlistGuestViewSchema>;
