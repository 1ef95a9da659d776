import type { foodOptionChoices, foodOptionGroups } from '../schema';
import type { FoodKey } from './foods';

/** A group of the demo menu: choices as [name, cents added]. */
interface SeedGroup {
  name: string;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  choices: readonly (readonly [string, number])[];
}

const spiceLevel: SeedGroup = {
  name: 'Spice level',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [
    ['Mild', 0],
    ['Medium', 0],
    ['Hot', 0],
    ['Nepali hot', 0],
  ],
};

const biryaniSize = (fullCents: number): SeedGroup => ({
  name: 'Size',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [
    ['Half', 0],
    ['Full', fullCents],
  ],
});

const curryAddOns = (extras: readonly (readonly [string, number])[] = []): SeedGroup => ({
  name: 'Add-ons',
  required: false,
  minChoices: 0,
  maxChoices: 2 + extras.length,
  choices: [['Extra naan', 350], ['Raita', 300], ...extras],
});

const momoFilling = (choices: SeedGroup['choices']): SeedGroup => ({
  name: 'Filling',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices,
});

const achar: SeedGroup = {
  name: 'Momo achar',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  choices: [
    ['Extra tomato achar', 100],
    ['Sesame chutney', 150],
  ],
};

/** The demo menu's option groups, by dish, in the order the dish shows them. */
export const SEED_OPTION_GROUPS: Partial<Record<FoodKey, readonly SeedGroup[]>> = {
  'butter-chicken': [spiceLevel, curryAddOns()],
  'lamb-rogan-josh': [spiceLevel, curryAddOns()],
  'palak-paneer': [spiceLevel, curryAddOns([['Extra paneer', 400]])],
  'chana-masala': [spiceLevel, curryAddOns([['Extra paneer', 400]])],
  'dal-tadka': [spiceLevel, curryAddOns()],
  'chilli-chicken': [spiceLevel],
  'butter-chicken-combo': [spiceLevel],
  'chicken-dum-biryani': [biryaniSize(600), curryAddOns()],
  'goat-biryani': [biryaniSize(700), curryAddOns()],
  'vegetable-biryani': [biryaniSize(500), curryAddOns([['Extra paneer', 400]])],
  'veg-momo': [
    momoFilling([
      ['Mixed vegetable', 0],
      ['Paneer and spinach', 100],
      ['Mushroom', 100],
    ]),
    achar,
  ],
  'jhol-momo': [
    momoFilling([
      ['Chicken', 0],
      ['Vegetable', 0],
      ['Paneer', 100],
    ]),
  ],
  'chicken-momo': [achar],
};

type GroupRow = typeof foodOptionGroups.$inferInsert & { id: string };
type ChoiceRow = typeof foodOptionChoices.$inferInsert;

/** The rows of the demo menu's groups and choices, given each dish's id. */
export function optionRows(
  foodIdOf: (key: FoodKey) => string,
  newId: () => string,
): { groups: GroupRow[]; choices: ChoiceRow[] } {
  const groups: GroupRow[] = [];
  const choices: ChoiceRow[] = [];
  for (const [key, seedGroups] of Object.entries(SEED_OPTION_GROUPS) as [FoodKey, SeedGroup[]][]) {
    seedGroups.forEach((group, position) => {
      const id = newId();
      groups.push({
        id,
        foodId: foodIdOf(key),
        position,
        name: group.name,
        required: group.required,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
      });
      group.choices.forEach(([name, priceDeltaCents], choicePosition) =>
        choices.push({ id: newId(), groupId: id, position: choicePosition, name, priceDeltaCents }),
      );
    });
  }
  return { groups, choices };
}
