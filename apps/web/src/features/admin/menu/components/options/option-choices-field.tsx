import { OPTION_CHOICES_MAX, OPTION_PRICE_DELTA_MAX } from '@flame/shared';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../../../components/ui/checkbox-field';
import { Button } from '../../../../../components/ui/button';
import { InputField } from '../../../../../components/ui/field';
import type { DishFormValues } from '../../dish-form-schema';
import { newOptionChoice, type OptionChoiceValues } from '../../option-group-values';
import { MoveButtons } from './move-buttons';
import { useReorderFocus } from './use-reorder-focus';

/**
 * The choices of one option group, in the order customers see them: name, extra price and 'Available', moved
 * up or down by buttons. A removed choice can be brought back with Undo until the dish is saved.
 */
export function OptionChoicesField({ groupIndex }: { groupIndex: number }) {
  const name = `optionGroups.${groupIndex}.choices` as const;
  const { control, register, getValues, formState } = useFormContext<DishFormValues>();
  const choices = useFieldArray({ control, name });
  const names = useWatch({ control, name }).map((choice, index) => choiceLabel(choice, index));
  const { listRef, moved, announcement } = useReorderFocus('choice', choices.fields);
  const [removed, setRemoved] = useState<{ choice: OptionChoiceValues; index: number } | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  const errors = formState.errors.optionGroups?.[groupIndex]?.choices;
  const listError = errors?.root?.message ?? errors?.message;

  const remove = (index: number) => {
    setRemoved({ choice: getValues(`${name}.${index}`), index });
    choices.remove(index);
  };
  const undo = () => {
    if (!removed) return;
    choices.insert(Math.min(removed.index, choices.fields.length), removed.choice);
    setRemoved(null);
  };

  return (
    <div className="flex flex-col gap-3">
      <ol
        ref={listRef}
        className="flex flex-col divide-y divide-cream-200"
        aria-label="Options to choose from"
      >
        {choices.fields.map((field, index) => {
          const choiceErrors = errors?.[index];
          const label = names[index] ?? `option ${index + 1}`;
          return (
            <li
              key={field.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-2 py-3 first:pt-0 sm:grid-cols-[minmax(0,1fr)_7rem_auto_auto]"
            >
              <InputField
                label="Option name"
                required
                className="col-span-2 sm:col-span-1"
                autoComplete="off"
                error={choiceErrors?.name?.message}
                {...register(`${name}.${index}.name`)}
              />
              <InputField
                label="Extra price ($)"
                type="number"
                inputMode="decimal"
                min={0}
                max={OPTION_PRICE_DELTA_MAX}
                step={0.01}
                error={choiceErrors?.priceDelta?.message}
                {...register(`${name}.${index}.priceDelta`)}
              />
              <CheckboxField
                inline
                label="Available"
                className="h-11"
                {...register(`${name}.${index}.isAvailable`)}
              />
              <MoveButtons
                itemName={label}
                scope="choice"
                index={index}
                count={choices.fields.length}
                onMove={(to, direction) => {
                  choices.move(index, to);
                  moved(label, to, direction);
                }}
                onRemove={() => remove(index)}
                className="col-span-2 justify-end sm:col-span-1"
              />
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      {removed && (
        <p className="flex flex-wrap items-center gap-2 rounded-lg bg-cream-100 px-3 py-2 text-sm text-stone-700">
          Removed {removed.choice.name.trim() || 'an option'}.
          <Button ref={undoRef} variant="ghost" size="sm" onClick={undo}>
            Undo
          </Button>
        </p>
      )}
      {choices.fields.length < OPTION_CHOICES_MAX && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            setRemoved(null);
            choices.append(newOptionChoice());
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add option
        </Button>
      )}
    </div>
  );
}

/** What the buttons of a choice call it: its name, or its place while it has none. */
const choiceLabel = (choice: OptionChoiceValues | undefined, index: number) =>
  choice?.name.trim() || `option ${index + 1}`;
