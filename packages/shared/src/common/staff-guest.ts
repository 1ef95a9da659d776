import { z } from 'zod';
import { requiredPhoneSchema } from './phone';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from './single-line-text';

/**
 * The guest the restaurant takes an order or a booking for, by phone or at the counter, without an account:
 * a name and a phone, and an email when they give one (for the confirmation).
 */
export const staffGuestSchema = z.object(
  {
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be at most 100 characters')
      .refine(isSingleLineText, NAME_CHARACTERS_MESSAGE('Name')),
    phone: requiredPhoneSchema('Phone number is required'),
    email: z
      .string()
      .trim()
      .max(254, 'Email is too long')
      .transform((value) => value.toLowerCase())
      .pipe(z.union([z.literal(''), z.email('Please enter a valid email address')]))
      .optional(),
  },
  { error: 'The customer (name and phone) is required' },
);
