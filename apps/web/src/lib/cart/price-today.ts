import {
  optionUnitPriceCents,
  toCents,
  toDollars,
  type ChosenOption,
  type Food,
  type OrderLineOption,
} from '@flame/shared';

/** Chosen options as a cart line keeps them: names and the price each adds, in dollars. */
export function lineOptionsOf(chosen: readonly ChosenOption[]): OrderLineOption[] {
  return chosen.map(({ priceDeltaCents, ...option }) => ({
    ...option,
    priceDelta: toDollars(priceDeltaCents),
  }));
}

/** What one of the dish costs today with these options, the dish's discount over the whole line. */
export function unitPriceToday(food: Food, chosen: readonly ChosenOption[]): number {
  if (chosen.length === 0) return food.discountedPrice;
  return toDollars(optionUnitPriceCents(toCents(food.price), food.discount, chosen));
}
