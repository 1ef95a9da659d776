import {
  daysInRange,
  isIsoDate,
  presetRange,
  REPORT_MAX_DAYS,
  REPORT_PRESETS,
  type ReportPreset,
} from '@flame/shared';
import { useId, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { useAppForm } from '../../../lib/use-app-form';

/** The range on screen: a preset's, or the owner's own dates. */
export type RangeChoice = { preset: ReportPreset } | { preset: 'custom'; from: string; to: string };

/** The dates of a choice, on the restaurant's today. */
export function rangeOf(choice: RangeChoice, today: string): { from: string; to: string } {
  return choice.preset === 'custom'
    ? { from: choice.from, to: choice.to }
    : presetRange(choice.preset, today);
}

/** What is wrong with custom dates, under the field at fault; the server says the same. */
export function customRangeProblem(
  from: string,
  to: string,
): { field: 'from' | 'to'; message: string } | null {
  if (!isIsoDate(from)) return { field: 'from', message: 'Choose a start date' };
  if (!isIsoDate(to)) return { field: 'to', message: 'Choose an end date' };
  if (to < from) return { field: 'to', message: 'The end date must be on or after the start date' };
  if (daysInRange(from, to) > REPORT_MAX_DAYS)
    return { field: 'to', message: `A report covers at most ${REPORT_MAX_DAYS} days` };
  return null;
}

type CustomDates = { from: string; to: string };

/** The custom dates' check as the form's resolver: the problem under its field. */
const customDatesResolver: Resolver<CustomDates> = (values) => {
  const problem = customRangeProblem(values.from, values.to);
  return problem
    ? { values: {}, errors: { [problem.field]: { type: 'rule', message: problem.message } } }
    : { values, errors: {} };
};

const chipClass = (selected: boolean) =>
  `h-9 rounded-full px-3.5 text-sm font-medium whitespace-nowrap ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${
    selected
      ? 'bg-brand-600 text-white ring-brand-600'
      : 'bg-white text-stone-800 ring-stone-300 hover:bg-brand-50 hover:ring-brand-200'
  }`;

/** Presets as toggle buttons (today … last month, custom) and, for custom, two dates and 'Show'. */
export function RangePicker({
  choice,
  today,
  onChange,
}: {
  choice: RangeChoice;
  today: string;
  onChange: (choice: RangeChoice) => void;
}) {
  const current = rangeOf(choice, today);
  const [customOpen, setCustomOpen] = useState(choice.preset === 'custom');
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useAppForm<CustomDates>({ resolver: customDatesResolver, defaultValues: current });
  const id = useId();

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {REPORT_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            aria-pressed={!customOpen && choice.preset === preset.id}
            className={chipClass(!customOpen && choice.preset === preset.id)}
            onClick={() => {
              setCustomOpen(false);
              clearErrors();
              onChange({ preset: preset.id });
            }}
          >
            {preset.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={customOpen}
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          className={chipClass(customOpen)}
          onClick={() => {
            setValue('from', current.from);
            setValue('to', current.to);
            setCustomOpen(true);
          }}
        >
          Custom
        </button>
      </div>
      {customOpen && (
        <form
          id={`${id}-custom`}
          onSubmit={handleSubmit(({ from, to }) => onChange({ preset: 'custom', from, to }))}
          noValidate
          aria-label="Custom dates"
          className="flex flex-wrap items-start gap-3"
        >
          <InputField
            label="From"
            type="date"
            error={errors.from?.message}
            className="w-full sm:w-auto"
            {...register('from')}
          />
          <InputField
            label="To"
            type="date"
            error={errors.to?.message}
            className="w-full sm:w-auto"
            {...register('to')}
          />
          <Button type="submit" variant="secondary" className="sm:mt-6">
            Show
          </Button>
        </form>
      )}
    </div>
  );
}
