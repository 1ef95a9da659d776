import type { Food } from '@flame/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { apiAnswering } from '../test/api-answering';
import { foodsQueryKey } from './foods';
import { FEATURED_COUNT, homePicks, homePicksQueryOptions, TRENDING_COUNT } from './home-picks';
import { menuCard } from './menu-cards';

const dish = (id: string, overrides: Partial<Parameters<typeof homePicks>[0][number]> = {}) => ({
  _id: id,
  isAvailable: true,
  images: [`/images/dishes/${id}.svg`],
  rating: 4,
  reviewCount: 10,
  discountedPrice: 10,
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
      discountedPrice: fc.integer({ min: 1, max: 5000 }).map((cents) => cents / 100),
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
        const prices = foods.map((f) => f.discountedPrice);
        expect(homePicks(foods).priceBounds).toEqual(
          prices.length > 0 ? [Math.min(...prices), Math.max(...prices)] : [],
        );
      }),
    );
  });
});

describe('homePicks price bounds', () => {
  it('span every dish of the menu, the ones the page does not show too', () => {
    const foods = [
      dish('shown', { reviewCount: 50, discountedPrice: 14.5 }),
      dish('hidden', { isAvailable: false, discountedPrice: 3.99 }),
      ...Array.from({ length: 12 }, (_, index) => dish(`d${index}`, { discountedPrice: 12 })),
      dish('least-reviewed', { reviewCount: 0, images: [], discountedPrice: 27.2 }),
    ];
    const { featured, trending, priceBounds } = homePicks(foods);
    expect([...featured, ...trending].map((f) => f._id)).not.toContain('least-reviewed');
    expect(priceBounds).toEqual([3.99, 27.2]);
  });
});

/** A menu of `count` dishes as `GET /api/food` answers it (only what picking reads is filled in). */
const menu = (count: number) =>
  Array.from({ length: count }, (_, index) => dish(`m${index}`, { reviewCount: index })) as unknown as Food[];

describe('the home picks query', () => {
  it('fetches the menu and keeps only the picks, as cards, not the whole menu', async () => {
    const foods = menu(40);
    const { fetch, api } = apiAnswering(foods);
    const queryClient = createQueryClient({ onServer: true });

    await queryClient.prefetchQuery(homePicksQueryOptions(api, queryClient));

    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/food']);
    expect(queryClient.getQueryData(homePicksQueryOptions(api, queryClient).queryKey)).toEqual(
      homePicks(foods.map(menuCard)),
    );
    expect(queryClient.getQueryData(foodsQueryKey)).toBeUndefined();
  });

  it('takes a menu already in the cache, with its age, without a request', async () => {
    const foods = menu(40);
    const { fetch, api } = apiAnswering(foods);
    const queryClient = createQueryClient();
    queryClient.setQueryData(foodsQueryKey, foods, { updatedAt: Date.now() - 1_000 });

    await queryClient.prefetchQuery(homePicksQueryOptions(api, queryClient));

    expect(fetch).not.toHaveBeenCalled();
    const key = homePicksQueryOptions(api, queryClient).queryKey;
    expect(queryClient.getQueryData(key)).toEqual(homePicks(foods.map(menuCard)));
    expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBe(
      queryClient.getQueryState(foodsQueryKey)?.dataUpdatedAt,
    );
  });

  it('fetches again when the cached menu is stale', async () => {
    const { fetch, api } = apiAnswering(menu(8));
    const queryClient = createQueryClient();
    queryClient.setQueryData(foodsQueryKey, menu(3), { updatedAt: Date.now() - 10 * 60_000 });

    await queryClient.prefetchQuery(homePicksQueryOptions(api, queryClient));

    expect(fetch).toHaveBeenCalledTimes(1);
    const picks = queryClient.getQueryData(homePicksQueryOptions(api, queryClient).queryKey);
    expect(picks?.trending).toHaveLength(TRENDING_COUNT);
  });
});
