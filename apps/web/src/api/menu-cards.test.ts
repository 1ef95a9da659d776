import type { Food } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { apiAnswering } from '../test/api-answering';
import { foodsQueryKey } from './foods';
import { homePicks, homePicksQueryOptions } from './home-picks';
import { menuCard, menuCardsQueryKey, menuCardsQueryOptions } from './menu-cards';

const dish = (id: string, reviewCount = 1): Food => ({
  _id: id,
  name: `Dish ${id}`,
  description: 'Slow-cooked in the tandoor.',
  price: 12,
  discountedPrice: 10.8,
  category: 'Curries',
  categoryId: 'curries',
  images: [`/images/dishes/${id}.svg`],
  isAvailable: true,
  isVegetarian: true,
  isVegan: false,
  isGlutenFree: true,
  spiceLevel: 2,
  preparationTime: 20,
  discount: 10,
  rating: 4.5,
  reviewCount,
  ingredients: ['paneer', 'tomato', 'cream'],
  allergens: ['milk'],
  nutritionInfo: { calories: 420, protein: 18, carbs: 30, fat: 22 },
  restaurant: 'r1',
  soldOutUntil: null,
  optionGroups: [
    {
      _id: 'size',
      name: 'Size',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      choices: [{ _id: 'large', name: 'Large', priceDelta: 3, isAvailable: true }],
    },
  ],
});

const menu = (count: number) => Array.from({ length: count }, (_, index) => dish(`m${index}`, index));

describe('menuCard', () => {
  it('keeps what the cards, filters and picks read and leaves out what only the dish page shows', () => {
    const {
      ingredients: _ingredients,
      allergens: _allergens,
      nutritionInfo: _nutritionInfo,
      optionGroups: _optionGroups,
      preparationTime: _preparationTime,
      restaurant: _restaurant,
      ...card
    } = dish('dal');
    expect(menuCard(dish('dal'))).toStrictEqual(card);
  });
});

describe('the menu cards query', () => {
  it('fetches the menu and keeps its cards, not the whole menu', async () => {
    const foods = menu(5);
    const { fetch, api } = apiAnswering(foods);
    const queryClient = createQueryClient({ onServer: true });

    await queryClient.prefetchQuery(menuCardsQueryOptions(api, queryClient));

    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/food']);
    expect(queryClient.getQueryData(menuCardsQueryKey)).toEqual(foods.map(menuCard));
    expect(JSON.stringify(queryClient.getQueryData(menuCardsQueryKey))).not.toContain('paneer');
    expect(queryClient.getQueryData(foodsQueryKey)).toBeUndefined();
  });

  it('takes a whole menu already in the cache, with its age, without a request', async () => {
    const foods = menu(5);
    const { fetch, api } = apiAnswering(foods);
    const queryClient = createQueryClient();
    queryClient.setQueryData(foodsQueryKey, foods, { updatedAt: Date.now() - 1_000 });

    await queryClient.prefetchQuery(menuCardsQueryOptions(api, queryClient));

    expect(fetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(menuCardsQueryKey)).toEqual(foods.map(menuCard));
    expect(queryClient.getQueryState(menuCardsQueryKey)?.dataUpdatedAt).toBe(
      queryClient.getQueryState(foodsQueryKey)?.dataUpdatedAt,
    );
  });

  it("gives the home page its picks from the menu's cards (coming from /menu), without a request", async () => {
    const foods = menu(12);
    const { fetch, api } = apiAnswering(foods);
    const queryClient = createQueryClient();
    queryClient.setQueryData(menuCardsQueryKey, foods.map(menuCard), { updatedAt: Date.now() - 1_000 });

    await queryClient.prefetchQuery(homePicksQueryOptions(api, queryClient));

    expect(fetch).not.toHaveBeenCalled();
    const key = homePicksQueryOptions(api, queryClient).queryKey;
    expect(queryClient.getQueryData(key)).toEqual(homePicks(foods.map(menuCard)));
    expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBe(
      queryClient.getQueryState(menuCardsQueryKey)?.dataUpdatedAt,
    );
  });
});
