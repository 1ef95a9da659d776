import { toDollars, type ChosenOption, type OrderLineOption } from '@flame/shared';

/** Chosen options as a cart line keeps them: names and the price each adds, in dollars. */
export function lineOptionsOf(chosen: readonly ChosenOption[]): OrderLineOption[] {
  return chosen.map(({ priceDeltaCents, ...option }) => ({
    ...option,
    priceDelta: toDollars(priceDeltaCents),
  }));
}
