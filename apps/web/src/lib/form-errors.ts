import type { FieldValues, Path, UseFormGetFieldState, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { focusFirstError } from './focus-first-error';

/** The parts of a react-hook-form form that server field errors are put into. */
export interface ServerErrorTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  getFieldState: UseFormGetFieldState<T>;
}

/**
 * Puts the server's field errors (`error` of a 400 answer) under the form's fields, so they show where the
 * client's own checks would, and focuses the refused field that comes first on the page, whatever the order of
 * `fields`. Returns whether any field got one.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  { setError, getFieldState }: ServerErrorTarget<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const refused = fields.flatMap((field) => {
    const message = error.fieldErrors[field]?.[0];
    return message ? [{ field, message }] : [];
  });
  for (const { field, message } of refused) setError(field, { type: 'server', message });
  const errors = Object.fromEntries(refused.map(({ field }) => [field, getFieldState(field).error]));
  const controls = refused.map(({ field }) => getFieldState(field).error?.ref);
  const form = controls.find((ref) => ref instanceof HTMLElement)?.closest('form');
  focusFirstError(errors, form ?? document);
  return refused.length > 0;
}
