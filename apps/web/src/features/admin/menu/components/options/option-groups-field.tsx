import { OPTION_GROUPS_MAX } from '@flame/shared';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../../components/ui/button';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import type { DishFormValues } from '../../dish-form-schema';
import { newOptionGroup } from '../../option-group-values';
import { OptionGroupEditor } from './option-group-editor';
import { useReorderFocus } from './use-reorder-focus';

/**
 * The dish's options (spice level, size, add-ons), in the order customers see them. Removing a group that
 * holds named choices asks first; nothing changes on the menu until the dish is saved.
 */
export function OptionGroupsField() {
  const headingId = useId();
  const { control, getValues, formState } = useFormContext<DishFormValues>();
  const groups = useFieldArray({ control, name: 'optionGroups' });
  const { listRef, moved, announcement } = useReorderFocus('group', groups.fields);
  const [asking, setAsking] = useState<{ index: number; name: string; choices: number } | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const error = formState.errors.optionGroups;
  const sectionError = error?.root?.message ?? error?.message;

  const remove = (index: number) => {
    groups.remove(index);
    setAsking(null);
    requestAnimationFrame(() => addRef.current?.focus());
  };
  const askToRemove = (index: number, name: string) => {
    const choices = getValues(`optionGroups.${index}.choices`).filter((choice) => choice.name.trim()).length;
    if (choices === 0) remove(index);
    else setAsking({ index, name, choices });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl bg-cream-50 p-3 ring-1 ring-cream-200 sm:p-4"
    >
      <div>
        <h3 id={headingId} className="text-base font-semibold text-stone-900">
          Options
        </h3>
        <p className="text-sm text-stone-600">
          Choices customers make on this dish, like spice level, size or add-ons, in the order they see them.
        </p>
      </div>
      {groups.fields.length === 0 ? (
        <p className="text-sm text-stone-700">No options: customers order this dish as it is.</p>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-4" aria-label="Option groups">
          {groups.fields.map((field, index) => (
            <li key={field.id}>
              <OptionGroupEditor
                index={index}
                count={groups.fields.length}
                onMove={(name, to, direction) => {
                  groups.move(index, to);
                  moved(name, to, direction);
                }}
                onRemove={(name) => askToRemove(index, name)}
              />
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {sectionError && <p className="text-sm font-medium text-red-700">{sectionError}</p>}
      {groups.fields.length < OPTION_GROUPS_MAX ? (
        <Button
          ref={addRef}
          variant="secondary"
          className="self-start"
          onClick={() => groups.append(newOptionGroup())}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add option group
        </Button>
      ) : (
        <p className="text-sm text-stone-600">A dish holds at most {OPTION_GROUPS_MAX} option groups.</p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Remove this option group?"
        confirmLabel="Remove group"
        busyLabel="Removing..."
        dismissLabel="Keep group"
        onConfirm={() => asking && remove(asking.index)}
        onClose={() => setAsking(null)}
      >
        <p>
          <strong>{asking?.name}</strong> and its{' '}
          {asking?.choices === 1 ? 'option' : `${asking?.choices} options`} leave this dish when you save.
          Cancel the form to keep them.
        </p>
      </ConfirmDialog>
    </section>
  );
}
