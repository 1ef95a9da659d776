import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURED_COUNT, homePicks, TRENDING_COUNT } from './home-picks';

const dish = (id: string, overrides: Partial<Parameters<typeof homePicks>[0][number]> = {}) => ({
  _id: id,
  isAvailable: true,
  images: [`/images/dishes/${id}.svg`],
  rating: 4,
  reviewCount: 10,
  ...overrides,
});

describe('homePicks', () => {
  it('puts the most reviewed available dishes in trending and the best rated others in featured', () => {
    const foods = [
      dish('a', { reviewCount: 50 }),
      dish('b', { reviewCount: 40, isAvailable: false }),
      dish('c', { reviewCount: 30 }),
      dish('d', { reviewCount: 1, rating: 5 }),
      dish('e', { reviewCount: 1, rating: 3 }),
      dish('f', { reviewCount: 1, rating: 4.5, images: [] }),
    ];
    const { featured, trending } = homePicks(foods);
    expect(trending.map((f) => f._id).slice(0, 2)).toEqual(['a', 'c']);
    expect(trending.map((f) => f._id)).not.toContain('b');
    expect(homePicks(foods.slice(0, 3)).featured).toEqual([]);
    expect(featured.every((f) => f.images.length > 0)).toBe(true);
  });

  it('never shows more than 6 trending and 4 featured, never an unavailable dish, never one twice', () => {
    const arbitraryDish = fc.record({
      _id: fc.uuid(),
      isAvailable: fc.boolean(),
      images: fc.array(fc.constant('/x.svg'), { maxLength: 2 }),
      rating: fc.double({ min: 0, max: 5, noNaN: true }),
      reviewCount: fc.nat(500),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryDish, { selector: (d) => d._id, maxLength: 60 }), (foods) => {
        const { featured, trending } = homePicks(foods);
        expect(trending.length).toBeLessThanOrEqual(TRENDING_COUNT);
        expect(featured.length).toBeLessThanOrEqual(FEATURED_COUNT);
        const shown = [...featured, ...trending];
        expect(shown.every((f) => f.isAvailable)).toBe(true);
        expect(new Set(shown.map((f) => f._id)).size).toBe(shown.length);
        const availableCount = foods.filter((f) => f.isAvailable).length;
        expect(trending.length).toBe(Math.min(TRENDING_COUNT, availableCount));
      }),
    );
  });
});
