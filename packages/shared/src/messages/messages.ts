import { z } from 'zod';
import { DATE_OUT_OF_RANGE_MESSAGE, isDateInBounds } from '../common/date-bounds';
import { CONTACT_SUBJECTS, EVENT_TYPES } from './message-texts';
import { requiredPhoneSchema } from '../common/phone';
import { zonedToday } from '../service-time/opening-hours';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from '../common/single-line-text';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The catering request. The event date may not lie in the past (checked on the server). */
export const cateringBodySchema = z.object({
  name: requiredText('Name', 100).refine(isSingleLineText, NAME_CHARACTERS_MESSAGE('Name')),
  email,
  phone: requiredPhoneSchema('Phone is required'),
  eventDate: z
    .string({ error: 'Event date is required' })
    .regex(isoDate, 'Event date must be a date (YYYY-MM-DD)')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: 'Event date must be a real date',
      abort: true,
    })
    .refine(isDateInBounds, DATE_OUT_OF_RANGE_MESSAGE),
  eventType: z.enum(EVENT_TYPES, { error: 'Please choose an event type' }),
  guestCount: z.coerce
    .number({ error: 'Guest count is required' })
    .int('Guest count must be a whole number')
    .min(1, 'Guest count must be at least 1')
    .max(5000, 'For more than 5000 guests, please call us'),
  location: requiredText('Location', 300),
  specialRequests: z
    .string()
    .trim()
    .max(2000, 'Special requests must be at most 2000 characters')
    .default(''),
});
export type CateringBody = z.infer<typeof cateringBodySchema>;

export const PAST_EVENT_DATE_MESSAGE = 'Event date cannot be in the past';

/** The catering rule beside the schema: the event is on today's date in the restaurant's time zone or later. */
export function eventDateProblem(eventDate: string, now: Date, timeZone: string): string | undefined {
  return eventDate < zonedToday(now, timeZone) ? PAST_EVENT_DATE_MESSAGE : undefined;
}

export const contactBodySchema = z.object({
  name: requiredText('Name', 100).refine(isSingleLineText, NAME_CHARACTERS_MESSAGE('Name')),
  email,
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters').default(''),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' }).default('general'),
  message: requiredText('Message', 5000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
