import { describe, expect, it } from 'vitest';
import { addressBodySchema } from '../account/addresses';
import { profileBodySchema, signupBodySchema } from '../account/auth';
import { optionGroupInputSchema } from '../menu/dish-options';
import { foodFormSchema } from '../menu/food-form';
import { memberFormSchema } from '../restaurant/members';
import { cateringBodySchema, contactBodySchema } from '../messages/messages';
import { restaurantAddressInputSchema, restaurantInfoFormSchema } from '../restaurant/restaurant-update';
import { isSingleLineText } from './single-line-text';
import { deliveryPartnerSchema } from '../orders/tracking';

const BREAKERS = ['\r', '\n', '\f', '\t', '\u0000', '\u007f', '\u0085', '\u2028', '\u2029'];
const named = (name: string) => `Ravi${name}Bcc: all@example.test`;

/** Every name field of the contract, with the rest of its body valid. */
const NAME_FIELDS: [string, (name: string) => { success: boolean }][] = [
  [
    'sign-up name',
    (name) => signupBodySchema.safeParse({ name, email: 'a@b.test', password: 'long-enough-1' }),
  ],
  ['profile name', (name) => profileBodySchema.safeParse({ name, email: 'a@b.test' })],
  ['dish name', (name) => foodFormSchema.safeParse({ name })],
  ['ingredient', (name) => foodFormSchema.safeParse({ name: 'Dal', ingredients: [name] })],
  ['option group name', (name) => optionGroupInputSchema.safeParse({ name, choices: [{ name: 'Mild' }] })],
  ['option name', (name) => optionGroupInputSchema.safeParse({ name: 'Spice', choices: [{ name }] })],
  ['team member name', (name) => memberFormSchema.safeParse({ name, role: 'Chef' })],
  ['team member role', (name) => memberFormSchema.safeParse({ name: 'Asha', role: name })],
  [
    'catering name',
    (name) =>
      cateringBodySchema.safeParse({
        name,
        email: 'a@b.test',
        phone: '+1 555 123 4567',
        eventDate: '2027-01-10',
        eventType: 'wedding',
        guestCount: 40,
        location: 'Hall',
      }),
  ],
  ['contact name', (name) => contactBodySchema.safeParse({ name, email: 'a@b.test', message: 'Hello' })],
  [
    'address street',
    (name) =>
      addressBodySchema.safeParse({
        street: name,
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        coordinates: { lat: 30, lng: -97 },
      }),
  ],
  ['restaurant name', (name) => restaurantInfoFormSchema.shape.name.safeParse(name)],
  [
    'restaurant street',
    (name) =>
      restaurantAddressInputSchema.safeParse({
        street: name,
        city: 'Austin',
        state: '',
        zipCode: '',
        country: 'US',
        coordinates: { lat: 30, lng: -97 },
      }),
  ],
  ['delivery partner name', (name) => deliveryPartnerSchema.safeParse({ name })],
];

describe('names are one line of plain text', () => {
  it('refuses control characters and line separators, keeps letters of any script', () => {
    for (const breaker of BREAKERS) expect(isSingleLineText(`a${breaker}b`)).toBe(false);
    expect(isSingleLineText('Zoë Ñandú — 李 (Chef)')).toBe(true);
  });

  it.each(NAME_FIELDS)('refuses a %s holding CR, LF, form feed or U+2028', (_field, parse) => {
    expect(parse('Ravi Sharma').success).toBe(true);
    for (const breaker of ['\r', '\n', '\f', '\u2028']) expect(parse(named(breaker)).success).toBe(false);
  });
});
