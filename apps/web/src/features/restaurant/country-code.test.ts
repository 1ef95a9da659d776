import { describe, expect, it } from 'vitest';
import { countryCode } from './country-code';

describe('countryCode', () => {
  it('reads codes, English names and common short forms', () => {
    expect(countryCode('us')).toBe('US');
    expect(countryCode('USA')).toBe('US');
    expect(countryCode(' United States ')).toBe('US');
    expect(countryCode('Nepal')).toBe('NP');
    expect(countryCode('india')).toBe('IN');
    expect(countryCode('UK')).toBe('GB');
  });

  it('knows nothing of a name that is no country', () => {
    expect(countryCode('Atlantis')).toBeUndefined();
    expect(countryCode('')).toBeUndefined();
  });
});
