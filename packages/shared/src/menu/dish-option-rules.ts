import { discountedCents, formatPrice, toCents } from '../common/money';

/**
 * The rules of a dish's options, without zod (the dish page imports them on its first load).
 * A group with `maxChoices` 1 is a single choice; otherwise the customer picks several.
 */

/** A choice as the rules need it: money in cents. */
export interface OptionChoiceRule {
  _id: string;
  name: string;
  priceDeltaCents: number;
  isAvailable: boolean;
}

export interface OptionGroupRule {
  _id: string;
  name: string;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  choices: readonly OptionChoiceRule[];
}

/** A dish's groups as they come on the wire (prices in dollars), as the rules read them (prices in cents). */
export function optionGroupRulesOf(
  groups: readonly (Omit<OptionGroupRule, 'choices'> & {
    choices: readonly (Omit<OptionChoiceRule, 'priceDeltaCents'> & { priceDelta: number })[];
  })[],
): OptionGroupRule[] {
  return groups.map(({ choices, ...group }) => ({
    ...group,
    choices: choices.map(({ priceDelta, ...choice }) => ({
      ...choice,
      priceDeltaCents: toCents(priceDelta),
    })),
  }));
}

/** Whether the customer must choose before the dish can go in the cart (a required group). */
export function needsChoices(dish: { optionGroups: readonly Pick<OptionGroupRule, 'required'>[] }): boolean {
  return dish.optionGroups.some((group) => group.required);
}

/** What an order line keeps of a chosen option: names and price as they were when ordered. */
export interface ChosenOption {
  group: string;
  name: string;
  priceDeltaCents: number;
}

export type ChoiceOutcome = { ok: true; chosen: ChosenOption[] } | { ok: false; problem: string };

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * Checks a line's chosen choice ids against the dish's groups and answers the chosen options in the owner's
 * order, or the first problem, naming the dish and the group: a choice that is not one of this dish's, a choice
 * not available now, a required group left out, fewer than the group's minimum or more than its maximum.
 * A required group needs at least one choice (and its minimum); an optional group may be left out, but once
 * chosen from it holds its minimum too. A choice sent twice counts once.
 */
export function chooseOptions(
  dishName: string,
  groups: readonly OptionGroupRule[],
  choiceIds: readonly string[],
): ChoiceOutcome {
  const wanted = new Set(choiceIds);
  const known = new Set(groups.flatMap((group) => group.choices.map((choice) => choice._id)));
  if ([...wanted].some((id) => !known.has(id))) {
    return { ok: false, problem: `${dishName}: one of the chosen options is not offered with this dish` };
  }
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const picked = group.choices.filter((choice) => wanted.has(choice._id));
    const unavailable = picked.find((choice) => !choice.isAvailable);
    if (unavailable) {
      return {
        ok: false,
        problem: `${dishName}: ${unavailable.name} (${group.name}) is not available right now`,
      };
    }
    const groupWord = group.name.toLowerCase();
    if (picked.length === 0 && group.required) {
      const problem =
        group.minChoices > 1
          ? `${dishName}: choose at least ${group.minChoices} options for ${group.name}`
          : `${dishName}: choose ${withArticle(groupWord)}`;
      return { ok: false, problem };
    }
    if (picked.length > 0 && picked.length < group.minChoices) {
      return {
        ok: false,
        problem: `${dishName}: choose at least ${group.minChoices} options for ${group.name}`,
      };
    }
    if (picked.length > group.maxChoices) {
      const problem =
        group.maxChoices === 1
          ? `${dishName}: choose only one ${groupWord}`
          : `${dishName}: choose at most ${group.maxChoices} options for ${group.name}`;
      return { ok: false, problem };
    }
    chosen.push(
      ...picked.map((choice) => ({
        group: group.name,
        name: choice.name,
        priceDeltaCents: choice.priceDeltaCents,
      })),
    );
  }
  return { ok: true, chosen };
}

/**
 * The unit price of a line in cents: (dish price + the chosen options' deltas) less the dish's discount, rounded
 * to the cent (the discount applies to the whole line, options included).
 */
export function optionUnitPriceCents(
  priceCents: number,
  discountPercent: number,
  chosen: readonly Pick<ChosenOption, 'priceDeltaCents'>[],
): number {
  return discountedCents(unitBeforeDiscountCents(priceCents, chosen), discountPercent);
}

/** Dish price plus the chosen options' deltas, before any discount. */
export function unitBeforeDiscountCents(
  priceCents: number,
  chosen: readonly Pick<ChosenOption, 'priceDeltaCents'>[],
): number {
  return chosen.reduce((sum, option) => sum + option.priceDeltaCents, priceCents);
}

/**
 * A line's chosen options in a few words, group by group in their order, with what each added:
 * 'Spice level: Hot · Add-ons: Extra naan (+$3.50), Raita (+$3.00)'. Empty when none were chosen.
 */
export function optionsSummary(
  options: readonly { group: string; name: string; priceDelta: number }[],
): string {
  const groups = new Map<string, string[]>();
  for (const option of options) {
    const text = option.priceDelta > 0 ? `${option.name} (+${formatPrice(option.priceDelta)})` : option.name;
    groups.set(option.group, [...(groups.get(option.group) ?? []), text]);
  }
  return [...groups].map(([group, names]) => `${group}: ${names.join(', ')}`).join(' · ');
}
