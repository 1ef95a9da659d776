import { optionsSummary, type OrderLineOption } from '@flame/shared';

/** The options chosen on a line, group by group with what each added; nothing when none were chosen. */
export function LineOptions({ options }: { options: readonly OrderLineOption[] | undefined }) {
  if (!options?.length) return null;
  return <p className="text-sm break-words text-stone-700">{optionsSummary(options)}</p>;
}
