import { discountedCents, formatPrice, toCents, toDollars } from '../common/money';

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

/** One unit of a line in cents, as shown and as charged. */
export interface DishUnitPriceCents {
  /** Before the deal: the dish's price plus each chosen option at its own price (struck through on a deal). */
  listUnitCents: number;
  /** Charged: the dish's discount off that whole unit, rounded to the cent once (`discountedCents`). */
  unitPriceCents: number;
}

/**
 * The unit price of a line: (dish price + the chosen options' deltas) less the dish's discount, rounded to the
 * cent once (the discount applies to the whole line, options included), with the unit before the discount. The
 * rule every screen shows a line by: an option reads its own price everywhere, and the deal shows on the whole
 * unit, so the prices shown add up (dish + options = the unit struck through, less the deal = the unit charged).
 * The server charges the same (`unitBeforeDiscountCents`, then `priceLine`).
 */
export function dishUnitPriceCents(
  priceCents: number,
  discountPercent: number,
  chosen: readonly Pick<ChosenOption, 'priceDeltaCents'>[],
): DishUnitPriceCents {
  const listUnitCents = unitBeforeDiscountCents(priceCents, chosen);
  return { listUnitCents, unitPriceCents: discountedCents(listUnitCents, discountPercent) };
}

/** One unit of a line in dollars, as the screens show it: `listUnit` before the deal, `unit` as charged. */
export interface DishUnitPrice {
  listUnit: number;
  unit: number;
}

/** `dishUnitPriceCents` for a dish as the wire has it (its price in dollars) and its chosen options. */
export function dishUnitPrice(
  dish: { price: number; discount: number },
  chosen: readonly Pick<ChosenOption, 'priceDeltaCents'>[],
): DishUnitPrice {
  const { listUnitCents, unitPriceCents } = dishUnitPriceCents(toCents(dish.price), dish.discount, chosen);
  return { listUnit: toDollars(listUnitCents), unit: toDollars(unitPriceCents) };
}

/** Dish price plus the chosen options' deltas, before any discount. */
export function unitBeforeDiscountCents(
  priceCents: number,
  chosen: readonly Pick<ChosenOption, 'priceDeltaCents'>[],
): number {
  return chosen.reduce((sum, option) => sum + option.priceDeltaCents, priceCents);
}

/**
 * What an option adds, as every screen reads it: its own price, '+$3.00' ('' when it adds nothing). On a dish with
 * a deal the deal shows on the line's unit, never on the option, so an option reads the same on the dish page, in
 * the cart, at checkout, on the order, in the staff's lists and on the kitchen ticket.
 */
export function optionPriceText(priceDelta: number): string {
  return priceDelta > 0 ? `+${formatPrice(priceDelta)}` : '';
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
    const price = optionPriceText(option.priceDelta);
    const text = price ? `${option.name} (${price})` : option.name;
    groups.set(option.group, [...(groups.get(option.group) ?? []), text]);
  }
  return [...groups].map(([group, names]) => `${group}: ${names.join(', ')}`).join(' · ');
}
