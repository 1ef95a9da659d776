import { describe, expect, it } from 'vitest';
import { guestEmailKey, guestPhoneKey, parseGuestTags } from './guest-keys';

describe('guest keys', () => {
  it('compares emails in any case and phones by their digits, with or without the US code', () => {
    expect(guestEmailKey('  Ada.L@Example.TEST ')).toBe('ada.l@example.test');
    expect(guestEmailKey(null)).toBe('');
    expect(guestPhoneKey('+1 (512) 555-0199')).toBe('5125550199');
    expect(guestPhoneKey('512.555.0199')).toBe('5125550199');
    expect(guestPhoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(guestPhoneKey('')).toBe('');
  });

  it('reads comma-separated tags: trimmed, no empties, one of each in any case', () => {
    expect(parseGuestTags(' VIP, regular ,, vip,  Nut   allergy ')).toEqual([
      'VIP',
      'regular',
      'Nut allergy',
    ]);
    expect(parseGuestTags('')).toEqual([]);
  });
});
