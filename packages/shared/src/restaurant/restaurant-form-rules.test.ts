import { describe, expect, it } from 'vitest';
import { coordinateFromInput, isSiteImagePath, splitCuisineTypes } from './restaurant-form-rules';

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
