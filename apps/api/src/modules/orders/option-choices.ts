import { chooseOptions, type ChosenOption, type OptionGroupRule } from '@flame/shared';
import { badRequest } from '../../lib/errors';

/**
 * The options chosen on an order line, checked against the dish's groups as read with the order: a 400 naming
 * the dish and the group when a required group is left out, too few or too many are chosen, or a choice is
 * another dish's or not available now.
 */
export function chosenOptionsOf(
  dish: { name: string; optionGroups: readonly OptionGroupRule[] },
  choiceIds: readonly string[] | undefined,
): ChosenOption[] {
  const outcome = chooseOptions(dish.name, dish.optionGroups, choiceIds ?? []);
  if (!outcome.ok) throw badRequest(outcome.problem, { items: [outcome.problem] });
  return outcome.chosen;
}
