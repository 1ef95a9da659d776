import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone';

describe('isPhoneNumber', () => {
  it.each(['(512) 555-0199', '+1 512 555 0199', '512.555.0199', '5550101', '+44 20 7946 0958'])(
    'takes %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(['abc', '', '555-12', '512-555-0199 ext. 4', '++1 512 555 0199', '1234567890123456'])(
    'refuses %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );
});
