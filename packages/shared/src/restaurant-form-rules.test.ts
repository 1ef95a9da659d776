import { describe, expect, it } from 'vitest';
import {
  coordinateFromInput,
  HALF_HOUR_SLOTS,
  isSiteImagePath,
  splitCuisineTypes,
} from './restaurant-form-rules';

describe('cuisine types typed as text', () => {
  it('splits on commas, trims, and drops empty items', () => {
    expect(splitCuisineTypes(' Indian, Nepali ,, Indo-Chinese ,')).toEqual([
      'Indian',
      'Nepali',
      'Indo-Chinese',
    ]);
    expect(splitCuisineTypes('Momos')).toEqual(['Momos']);
    expect(splitCuisineTypes(' , ,')).toEqual([]);
    expect(splitCuisineTypes('')).toEqual([]);
  });
});

describe('half-hour slots of the admin time pickers', () => {
  it('covers the whole day in 12-hour text, 48 slots', () => {
    expect(HALF_HOUR_SLOTS).toHaveLength(48);
    expect(HALF_HOUR_SLOTS[0]).toBe('12:00 AM');
    expect(HALF_HOUR_SLOTS[1]).toBe('12:30 AM');
    expect(HALF_HOUR_SLOTS[20]).toBe('10:00 AM');
    expect(HALF_HOUR_SLOTS[24]).toBe('12:00 PM');
    expect(HALF_HOUR_SLOTS[47]).toBe('11:30 PM');
  });
});

describe('images of this site', () => {
  it('accepts paths from the site root', () => {
    expect(isSiteImagePath('/uploads/abc-123.webp')).toBe(true);
    expect(isSiteImagePath('/images/hero/hero-1.svg')).toBe(true);
  });

  it('refuses other hosts, relative paths and odd paths', () => {
    for (const value of [
      'https://example.com/a.jpg',
      'http://localhost/a.jpg',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      'uploads/a.webp',
      '/uploads/a b.webp',
      '/uploads/../../etc/passwd',
      'javascript:alert(1)',
      '',
    ]) {
      expect(isSiteImagePath(value), value).toBe(false);
    }
  });
});

describe('coordinates typed in a number input', () => {
  it('reads numbers, and non-numeric input becomes 0', () => {
    expect(coordinateFromInput('30.248531')).toBe(30.248531);
    expect(coordinateFromInput('-97.7')).toBe(-97.7);
    expect(coordinateFromInput('')).toBe(0);
    expect(coordinateFromInput('abc')).toBe(0);
    expect(coordinateFromInput('-')).toBe(0);
  });
});
