import {
  chooseOptions,
  dishUnitPrice,
  optionGroupRulesOf,
  optionsSummary,
  toDollars,
  type DishUnitPrice,
  type Food,
  type OrderLineOption,
} from '@flame/shared';
import { optionProblemText } from '../../lib/cart/option-problem';

export interface DishChoice {
  /** The options picked so far, in the dish's order, as the cart line keeps them. */
  options: OrderLineOption[];
  /** The options in a few words ('Spice level: Hot · Add-ons: Extra naan (+$3.50)'). */
  summary: string;
  /**
   * What one costs with the options picked so far: before the deal (dish + options at their own prices) and as
   * charged, by the server's rule (less the discount, rounded once).
   */
  unitPrice: DishUnitPrice;
  /** Why the dish cannot go in the cart yet ('Choose a spice level'), or null when it can. */
  reason: string | null;
}

/** The customer's picks on a dish, checked by the same rules as the server's. */
export function evaluateChoice(
  food: Pick<Food, 'name' | 'price' | 'discount' | 'optionGroups'>,
  chosenIds: readonly string[],
): DishChoice {
  const rules = optionGroupRulesOf(food.optionGroups);
  const outcome = chooseOptions(food.name, rules, chosenIds);
  const picked = rules.flatMap((group) =>
    group.choices.filter((choice) => chosenIds.includes(choice._id)).map((choice) => ({ group, choice })),
  );
  const options = picked.map(({ group, choice }) => ({
    group: group.name,
    name: choice.name,
    priceDelta: toDollars(choice.priceDeltaCents),
  }));
  return {
    options,
    summary: optionsSummary(options),
    unitPrice: dishUnitPrice(
      food,
      picked.map(({ choice }) => choice),
    ),
    reason: outcome.ok ? null : optionProblemText(outcome.problem, food.name),
  };
}
