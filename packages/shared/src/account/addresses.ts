import { z } from 'zod';
import { coordinatesSchema } from './auth';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from '../common/single-line-text';

/** A customer keeps at most this many saved addresses. */
export const MAX_SAVED_ADDRESSES = 20;

/** Five digits, or ZIP+4 (`12345-6789`). */
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLineText, NAME_CHARACTERS_MESSAGE(label));

/** `POST /api/users/address`: street, city, state, zipCode, coordinates {lat, lng}. */
export const addressBodySchema = z.object({
  street: required('Street', 200),
  city: required('City', 100),
  state: required('State', 100),
  zipCode: z
    .string('ZIP code is required')
    .trim()
    .min(1, 'ZIP code is required')
    .regex(US_ZIP_PATTERN, 'Please enter a valid US ZIP code (12345 or 12345-6789)'),
  coordinates: coordinatesSchema,
});
export type AddressBody = z.infer<typeof addressBodySchema>;

export const ADDRESS_ADDED_MESSAGE = 'Address added successfully!';
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';

/** The 'city, state zipCode' line of a saved address. */
export function addressCityLine(address: { city: string; state: string; zipCode: string }): string {
  return `${address.city}, ${address.state} ${address.zipCode}`;
}
