import { localTimeNote } from '@flame/shared';
import type { ComponentProps } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/api-client';

/** Where the times stand: nothing to ask yet (no valid date), asking, failed, or read. */
export type TimesState =
  | { kind: 'waiting' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; retrying: boolean; retry: () => void }
  | { kind: 'read'; offered: readonly string[] };

export const NO_TIME_FREE = 'No time is free for this party that day';

/**
 * 'Time': the times free for the party on the date ('7:30 PM', the restaurant's clock); while they load, and
 * when none is free, the select says so and waits. A failed load offers 'Try Again'.
 */
export function BookingTimeSelect({
  state,
  timeZone,
  error,
  ...select
}: Omit<ComponentProps<'select'>, 'children'> & { state: TimesState; timeZone: string; error?: string }) {
  const offered = state.kind === 'read' ? state.offered : [];
  const placeholder = {
    waiting: 'Choose a date first',
    loading: 'Loading times...',
    failed: 'Times not loaded',
    read: offered.length > 0 ? 'Choose a time' : 'No time free',
  }[state.kind];
  const hint =
    state.kind === 'loading' ? (
      <span role="status">Loading the free times...</span>
    ) : state.kind === 'read' && offered.length === 0 ? (
      <span role="status">{NO_TIME_FREE}</span>
    ) : state.kind === 'read' ? (
      localTimeNote(timeZone)
    ) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label="Time"
        required
        error={error}
        hint={hint}
        disabled={offered.length === 0}
        {...select}
      >
        <option value="">{placeholder}</option>
        {offered.map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </SelectField>
      {state.kind === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>Failed to load the times. {errorMessage(state.error)}</span>
          <Button size="sm" variant="secondary" busy={state.retrying} onClick={state.retry}>
            Try Again
          </Button>
        </div>
      )}
    </div>
  );
}
