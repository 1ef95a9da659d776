import { optionGroupsInputSchema, type OptionGroup } from '@flame/shared';
import { z } from 'zod';

/**
 * A dish's option groups as the form holds them: numbers as the text typed, and the `_id` of a group or
 * choice that already exists (sent back, it keeps that group or choice); new ones have none.
 */
export interface OptionChoiceValues {
  _id?: string;
  name: string;
  /** Dollars, as typed ('1.50'). */
  priceDelta: string;
  isAvailable: boolean;
}

export interface OptionGroupValues {
  _id?: string;
  name: string;
  required: boolean;
  minChoices: string;
  maxChoices: string;
  choices: OptionChoiceValues[];
}

/** A dish's groups, in the owner's order, as the form's starting values. */
export function optionGroupValues(groups: readonly OptionGroup[]): OptionGroupValues[] {
  return groups.map((group) => ({
    _id: group._id,
    name: group.name,
    required: group.required,
    minChoices: String(group.minChoices),
    maxChoices: String(group.maxChoices),
    choices: group.choices.map((choice) => ({
      _id: choice._id,
      name: choice.name,
      priceDelta: choice.priceDelta.toFixed(2),
      isAvailable: choice.isAvailable,
    })),
  }));
}

/** A new choice: no name yet, no extra price, available. */
export const newOptionChoice = (): OptionChoiceValues => ({
  name: '',
  priceDelta: '0.00',
  isAvailable: true,
});

/** A new group: optional, one choice at most, with one empty choice to fill in. */
export const newOptionGroup = (): OptionGroupValues => ({
  name: '',
  required: false,
  minChoices: '0',
  maxChoices: '1',
  choices: [newOptionChoice()],
});

/** Text typed in a number input as a number; blank is missing (the schema's default), other text stays to be refused. */
function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : value;
}

function withNumbers(group: OptionGroupValues) {
  return {
    ...group,
    minChoices: numberFromText(group.minChoices),
    maxChoices: numberFromText(group.maxChoices),
    choices: group.choices.map((choice) => ({ ...choice, priceDelta: numberFromText(choice.priceDelta) })),
  };
}

/**
 * The form's groups checked by the server's own schema (each message lands on the field that breaks the rule),
 * read into the `optionGroups` the API takes.
 */
export const optionGroupValuesSchema = z.preprocess(
  (groups) => (groups as OptionGroupValues[]).map(withNumbers),
  optionGroupsInputSchema,
);
