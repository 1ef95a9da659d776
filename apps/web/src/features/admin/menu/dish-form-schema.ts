import { foodFormSchema, type FoodFormInput } from '@flame/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../lib/zod-resolver';
import { optionGroupValuesSchema, type OptionGroupValues } from './option-group-values';

/** The dish form: the shared food form and the dish's option groups, checked as the server checks them. */
export const dishFormSchema = foodFormSchema.safeExtend({ optionGroups: optionGroupValuesSchema });
export type DishForm = z.output<typeof dishFormSchema>;

/** What the form holds while the owner types (option numbers as text). */
export type DishFormValues = FoodFormInput & { optionGroups: OptionGroupValues[] };

/** The resolver, typed by what the form holds: the schema reads any input, so its own input type is unknown. */
export const dishFormResolver = zodResolver(dishFormSchema) as unknown as Resolver<
  DishFormValues,
  unknown,
  DishForm
>;
