import { OPTION_CHOICES_MAX } from '@flame/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../../../components/ui/checkbox-field';
import { InputField } from '../../../../../components/ui/field';
import { WholeNumberField } from '../../../../../components/ui/input-field-presets';
import type { DishFormValues } from '../../dish-form-schema';
import { MoveButtons } from './move-buttons';
import { OptionChoicesField } from './option-choices-field';

/**
 * One option group: its name, whether customers must choose from it, how few and how many choices they make
 * (a maximum of 1 shows as radio buttons), and its choices.
 */
export function OptionGroupEditor({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (groupName: string, to: number, direction: 'up' | 'down') => void;
  onRemove: (groupName: string) => void;
}) {
  const name = `optionGroups.${index}` as const;
  const { control, register, getValues, setValue, formState } = useFormContext<DishFormValues>();
  const groupName = useWatch({ control, name: `${name}.name` }).trim() || `option group ${index + 1}`;
  const maxChoices = useWatch({ control, name: `${name}.maxChoices` });
  const errors = formState.errors.optionGroups?.[index];

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl bg-white p-3 ring-1 ring-cream-200 sm:p-4">
      <legend className="sr-only">{`Option group ${index + 1}: ${groupName}`}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <InputField
          label={`Group ${index + 1} name`}
          required
          hint={index === 0 && count === 1 ? 'For example: Spice level, Size, Add-ons' : undefined}
          className="min-w-48 flex-1"
          autoComplete="off"
          error={errors?.name?.message}
          {...register(`${name}.name`)}
        />
        <MoveButtons
          itemName={groupName}
          scope="group"
          index={index}
          count={count}
          onMove={(to, direction) => onMove(groupName, to, direction)}
          onRemove={() => onRemove(groupName)}
          className={`ml-auto ${errors?.name || (index === 0 && count === 1) ? 'self-center' : ''}`}
        />
      </div>
      <div className="grid grid-cols-2 items-start gap-x-4 gap-y-3 sm:grid-cols-[auto_1fr_1fr]">
        <CheckboxField
          inline
          label="Required"
          className="col-span-2 sm:col-span-1 sm:mt-9"
          {...register(`${name}.required`, {
            // A required group needs at least one choice: ticking it raises a minimum of 0 to 1.
            onChange: (event: { target: HTMLInputElement }) => {
              if (event.target.checked && !(Number(getValues(`${name}.minChoices`)) >= 1))
                setValue(`${name}.minChoices`, '1', { shouldDirty: true });
            },
          })}
        />
        <WholeNumberField
          label="Minimum"
          min={0}
          max={OPTION_CHOICES_MAX}
          error={errors?.minChoices?.message}
          {...register(`${name}.minChoices`)}
        />
        <WholeNumberField
          label="Maximum"
          min={1}
          max={OPTION_CHOICES_MAX}
          hint={maxChoices.trim() === '1' ? 'One choice (radio buttons)' : 'Several choices (checkboxes)'}
          error={errors?.maxChoices?.message}
          {...register(`${name}.maxChoices`)}
        />
      </div>
      <OptionChoicesField groupIndex={index} />
    </fieldset>
  );
}
