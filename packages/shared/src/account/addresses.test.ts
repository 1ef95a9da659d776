import { describe, expect, it } from 'vitest';
import { addressBodySchema, addressCityLine } from './addresses';

const VALID = {
  street: '123 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  coordinates: { lat: 39.78, lng: -89.65 },
};

describe('addressBodySchema', () => {
  it('accepts a US address with 5-digit or ZIP+4 codes and trims the text', () => {
    expect(addressBodySchema.parse({ ...VALID, city: ' Springfield ' }).city).toBe('Springfield');
    expect(addressBodySchema.safeParse({ ...VALID, zipCode: '62704-1234' }).success).toBe(true);
  });

  it.each(['6270', '627045', 'ABCDE', '62704-12', '62704 1234'])('refuses the ZIP code %j', (zipCode) => {
    const result = addressBodySchema.safeParse({ ...VALID, zipCode });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid US ZIP code (12345 or 12345-6789)');
  });

  it('requires street, city and state, and coordinates in range', () => {
    for (const field of ['street', 'city', 'state'] as const) {
      expect(addressBodySchema.safeParse({ ...VALID, [field]: '  ' }).success).toBe(false);
    }
    expect(addressBodySchema.safeParse({ ...VALID, coordinates: { lat: -90.1, lng: 0 } }).success).toBe(
      false,
    );
    expect(addressBodySchema.safeParse({ ...VALID, coordinates: { lat: 0, lng: 181 } }).success).toBe(false);
    expect(addressBodySchema.safeParse({ ...VALID, coordinates: { lat: 90, lng: -180 } }).success).toBe(true);
  });
});

it('formats the city line of the profile', () => {
  expect(addressCityLine(VALID)).toBe('Springfield, IL 62704');
});
