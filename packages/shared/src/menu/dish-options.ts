import { z } from 'zod';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from '../common/single-line-text';
import { jsonField } from '../common/form-fields';

/**
 * A dish's option groups (spice level, size, add-ons) on the wire. Money in dollars with 2 decimals.
 * A group with `maxChoices` 1 is a single choice (radio buttons), otherwise several (checkboxes).
 */
export const optionChoiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Added to the dish's price when chosen; 0 or more. */
  priceDelta: z.number(),
  isAvailable: z.boolean(),
});
export type OptionChoice = z.infer<typeof optionChoiceSchema>;

export const optionGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  required: z.boolean(),
  minChoices: z.number(),
  maxChoices: z.number(),
  /** In the owner's order. */
  choices: z.array(optionChoiceSchema),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/**
 * An option chosen on an order line, as it was when ordered (later menu edits never change it): the group's
 * name, the choice's name and the price it added.
 */
export const orderLineOptionSchema = z.object({
  group: z.string(),
  name: z.string(),
  priceDelta: z.number(),
});
export type OrderLineOption = z.infer<typeof orderLineOptionSchema>;

// ─── The owner's edits ────────────────────────────────────────────────────────────────────────────────

export const OPTION_NAME_MAX = 60;
export const OPTION_GROUPS_MAX = 10;
export const OPTION_CHOICES_MAX = 20;
export const OPTION_PRICE_DELTA_MAX = 1000;
/** Choice ids an order line may carry (a dish's choices at most, with room to spare). */
export const LINE_CHOICES_MAX = OPTION_GROUPS_MAX * OPTION_CHOICES_MAX;

const DELTA_MESSAGE = `An option's extra price must be an amount in dollars from 0 to ${OPTION_PRICE_DELTA_MAX}`;
const hasAtMostTwoDecimals = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
const optionName = (what: string) =>
  z
    .string({ error: `Please give each ${what} a name` })
    .trim()
    .min(1, `Please give each ${what} a name`)
    .max(OPTION_NAME_MAX, `An ${what}'s name must be at most ${OPTION_NAME_MAX} characters`)
    .refine(isSingleLineText, NAME_CHARACTERS_MESSAGE(`An ${what}'s name`));
/** An id the owner sends back to keep it; a new group or choice has none. */
const keptId = z.string().trim().min(1).max(64).optional();
const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(OPTION_CHOICES_MAX, `${label} must be at most ${OPTION_CHOICES_MAX}`);

export const optionChoiceInputSchema = z.object({
  _id: keptId,
  name: optionName('option'),
  priceDelta: z
    .number({ error: DELTA_MESSAGE })
    .min(0, DELTA_MESSAGE)
    .max(OPTION_PRICE_DELTA_MAX, DELTA_MESSAGE)
    .refine(hasAtMostTwoDecimals, "An option's extra price can have at most 2 decimals")
    .default(0),
  isAvailable: z.boolean({ error: 'isAvailable must be true or false' }).default(true),
});

export const optionGroupInputSchema = z
  .object({
    _id: keptId,
    name: optionName('option group'),
    required: z.boolean({ error: 'required must be true or false' }).default(false),
    minChoices: count('The minimum').default(0),
    maxChoices: count('The maximum').default(1),
    choices: z
      .array(optionChoiceInputSchema, { error: 'Each option group needs a list of options' })
      .min(1, 'Each option group needs at least one option')
      .max(OPTION_CHOICES_MAX, `An option group holds at most ${OPTION_CHOICES_MAX} options`),
  })
  .superRefine((group, context) => {
    // Each rule names the field that breaks it, so a form shows the message beside that field.
    const problem = (field: 'minChoices' | 'maxChoices', message: string) =>
      context.addIssue({ code: 'custom', message, path: [field] });
    if (group.maxChoices < 1) problem('maxChoices', `${group.name}: the maximum must be at least 1`);
    if (group.minChoices > group.maxChoices)
      problem('minChoices', `${group.name}: the minimum cannot be more than the maximum`);
    if (group.maxChoices > group.choices.length)
      problem('maxChoices', `${group.name}: the maximum cannot be more than the number of options`);
    if (group.required && group.minChoices < 1)
      problem('minChoices', `${group.name}: a required group needs a minimum of at least 1`);
  });
export type OptionGroupInput = z.output<typeof optionGroupInputSchema>;

/** Every id sent back once at most: two groups or two choices cannot share one. */
function idsAreUnique(groups: readonly OptionGroupInput[]): boolean {
  const ids = groups.flatMap((group) => [group._id, ...group.choices.map((choice) => choice._id)]);
  const sent = ids.filter((id): id is string => id !== undefined);
  return new Set(sent).size === sent.length;
}

export const optionGroupsInputSchema = z
  .array(optionGroupInputSchema, { error: 'Option groups must be a list' })
  .max(OPTION_GROUPS_MAX, `A dish holds at most ${OPTION_GROUPS_MAX} option groups`)
  .refine(idsAreUnique, 'Each option group and option can be sent once');

/**
 * The dish form's `optionGroups` field (multipart: JSON), beside the other fields of `POST /api/food` and
 * `PUT /api/food/{id}`. When sent it replaces the dish's groups in the order given; ids sent back keep their
 * group or choice (and must be this dish's); when left out the groups stay as they are.
 */
export const foodOptionGroupsFieldSchema = z.object({
  optionGroups: jsonField(optionGroupsInputSchema).optional(),
});
