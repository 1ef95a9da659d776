import {
  daysInRange,
  isIsoDate,
  presetRange,
  REPORT_MAX_DAYS,
  REPORT_PRESETS,
  type ReportPreset,
} from '@flame/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';

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
  const [from, setFrom] = useState(current.from);
  const [to, setTo] = useState(current.to);
  const [problem, setProblem] = useState<ReturnType<typeof customRangeProblem>>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ preset: 'custom', from, to });
  }

  const errorOf = (field: 'from' | 'to') => (problem?.field === field ? problem.message : undefined);

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
              setProblem(null);
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
            setFrom(current.from);
            setTo(current.to);
            setCustomOpen(true);
          }}
        >
          Custom
        </button>
      </div>
      {customOpen && (
        <form
          id={`${id}-custom`}
          onSubmit={submit}
          noValidate
          aria-label="Custom dates"
          className="flex flex-wrap items-start gap-3"
        >
          <InputField
            label="From"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={errorOf('from')}
            className="w-full sm:w-auto"
          />
          <InputField
            label="To"
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={errorOf('to')}
            className="w-full sm:w-auto"
          />
          <Button type="submit" variant="secondary" className="sm:mt-6">
            Show
          </Button>
        </form>
      )}
    </div>
  );
}
