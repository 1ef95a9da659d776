import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_FOODS, foodRow } from './foods';
import type { SeedFood } from './seed-food';

/** The web app's public folder, served at the site's root. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../web/public');

/** What a vegetarian never eats, as the drawings name their ingredients (`data-food`). */
const ANIMAL_FOODS = ['chicken', 'lamb', 'goat', 'mutton', 'beef', 'pork', 'fish', 'prawn', 'shrimp', 'egg'];
const MEATS = ['chicken', 'lamb', 'goat'];

const imageOf = (food: SeedFood) => foodRow(food, { id: food.key, restaurantId: 'r' }, undefined).images![0]!;
const svgOf = (food: SeedFood) => readFileSync(path.join(PUBLIC_DIR, imageOf(food)), 'utf8');
const shownFoods = (svg: string) =>
  new Set([...svg.matchAll(/data-food="([^"]+)"/g)].map((match) => match[1]!));

describe('dish illustrations of the demo menu', () => {
  it('gives every dish its own picture file, titled with its name and sized as the pages expect', () => {
    const images = SEED_FOODS.map(imageOf);
    expect(new Set(images).size).toBe(SEED_FOODS.length);
    for (const food of SEED_FOODS) {
      const svg = svgOf(food);
      expect(svg, food.name).toMatch(/^<svg [^>]*width="800" height="800" viewBox="0 0 800 800"/);
      expect(svg, food.name).toContain(`<title>${food.name.replace(/&/g, '&amp;')}</title>`);
      expect(svg.length, food.name).toBeLessThan(10_000);
    }
  });

  it('shows no meat, fish or egg on a vegetarian or vegan dish', () => {
    const vegetarian = SEED_FOODS.filter((food) => food.diet !== 'meat');
    expect(vegetarian.length).toBeGreaterThan(20);
    for (const food of vegetarian) {
      const shown = shownFoods(svgOf(food));
      expect(shown.size, `${food.name} names what it shows`).toBeGreaterThan(0);
      expect(
        ANIMAL_FOODS.filter((animal) => shown.has(animal)),
        food.name,
      ).toEqual([]);
    }
  });

  it('shows the meat a meat dish is made of', () => {
    for (const food of SEED_FOODS.filter((dish) => dish.diet === 'meat')) {
      const meats = MEATS.filter((meat) => food.ingredients.toLowerCase().includes(meat));
      expect(meats.length, `${food.name} lists its meat`).toBeGreaterThan(0);
      const shown = shownFoods(svgOf(food));
      for (const meat of meats) expect(shown.has(meat), `${food.name} shows ${meat}`).toBe(true);
    }
  });
});
