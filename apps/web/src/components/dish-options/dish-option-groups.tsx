import { optionPriceText, type OptionChoice, type OptionGroup } from '@flame/shared';
import { useId } from 'react';
import { RequiredLabel } from '../ui/required-label';

const controlClass = 'size-5 shrink-0 accent-brand-600 disabled:cursor-not-allowed';
const NOT_AVAILABLE = 'Not available right now';

/** 'Choose one', 'Choose up to 3', 'Choose 2 to 3': how many of a group the customer may pick. */
function howMany(group: OptionGroup): string {
  if (group.maxChoices === 1) return group.required ? 'Choose one' : 'Choose one if you like';
  if (group.minChoices > 1) return `Choose ${group.minChoices} to ${group.maxChoices}`;
  return `Choose up to ${group.maxChoices}`;
}

/**
 * A dish's option groups in the owner's order: radio buttons for a single choice (with 'None' when the group
 * is optional), checkboxes otherwise (the rest are disabled once the maximum is reached). Required groups carry
 * the star of a required field; an option not available now is shown disabled with the reason; each option
 * shows its own price ('+$3.00'), as the cart, checkout and the order show it: a dish's deal shows on the line's
 * price, never on an option.
 */
export function DishOptionGroups({
  groups,
  chosenIds,
  onChange,
}: {
  groups: readonly OptionGroup[];
  chosenIds: readonly string[];
  onChange: (chosenIds: string[]) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <OptionGroupField
          key={group._id}
          group={group}
          chosenIds={chosenIds}
          onGroupChange={(picked) => {
            const others = new Set(group.choices.map((choice) => choice._id));
            onChange([...chosenIds.filter((id) => !others.has(id)), ...picked]);
          }}
        />
      ))}
    </div>
  );
}

function OptionGroupField({
  group,
  chosenIds,
  onGroupChange,
}: {
  group: OptionGroup;
  chosenIds: readonly string[];
  onGroupChange: (picked: string[]) => void;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  const single = group.maxChoices === 1;
  const picked = group.choices.filter((choice) => chosenIds.includes(choice._id)).map((c) => c._id);
  const full = !single && picked.length >= group.maxChoices;

  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">
        {group.required ? <RequiredLabel>{group.name}</RequiredLabel> : group.name}
        {group.required && <span className="sr-only"> (required)</span>}
      </legend>
      <p id={hintId} className="-mt-1 text-xs text-stone-600">
        {howMany(group)}
      </p>
      <ul className="flex flex-col divide-y divide-cream-200 rounded-lg ring-1 ring-stone-300">
        {single && !group.required && (
          <ChoiceRow
            type="radio"
            name={name}
            label="None"
            checked={picked.length === 0}
            onToggle={() => onGroupChange([])}
          />
        )}
        {group.choices.map((choice) => (
          <ChoiceRow
            key={choice._id}
            type={single ? 'radio' : 'checkbox'}
            name={name}
            label={choice.name}
            choice={choice}
            required={single && group.required}
            checked={picked.includes(choice._id)}
            disabled={!choice.isAvailable || (full && !picked.includes(choice._id))}
            onToggle={(checked) =>
              onGroupChange(
                single
                  ? [choice._id]
                  : checked
                    ? [...picked, choice._id]
                    : picked.filter((id) => id !== choice._id),
              )
            }
          />
        ))}
      </ul>
    </fieldset>
  );
}

function ChoiceRow({
  type,
  name,
  label,
  choice,
  checked,
  disabled = false,
  required = false,
  onToggle,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  choice?: OptionChoice;
  checked: boolean;
  disabled?: boolean;
  required?: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const unavailable = choice && !choice.isAvailable;
  const price = choice ? optionPriceText(choice.priceDelta) : '';
  const reasonId = `${name}-${choice?._id ?? 'none'}-reason`;
  return (
    <li>
      <label
        className={`flex min-h-11 items-center gap-3 px-3 py-2 text-sm ${
          disabled ? 'cursor-not-allowed text-stone-500' : 'cursor-pointer text-stone-900 hover:bg-cream-50'
        }`}
      >
        <input
          type={type}
          name={name}
          checked={checked}
          disabled={disabled}
          required={required}
          aria-describedby={unavailable ? reasonId : undefined}
          onChange={(event) => onToggle(event.target.checked)}
          className={controlClass}
        />
        <span className="min-w-0 flex-1">
          <span className={unavailable ? 'line-through' : undefined}>{label}</span>
          {unavailable && (
            <span id={reasonId} className="block text-xs text-stone-600">
              {NOT_AVAILABLE}
            </span>
          )}
        </span>
        {price && <span className="shrink-0 tabular-nums text-stone-700">{price}</span>}
      </label>
    </li>
  );
}
