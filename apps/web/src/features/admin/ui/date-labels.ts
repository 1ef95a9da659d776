import { parseIsoDate } from '@flame/shared';
import { MONTH_NAMES } from '@flame/shared/month-names';

/** 'Nov' for 11. */
export const shortMonth = (month: number) => MONTH_NAMES[month - 1]!.slice(0, 3);

/** 'Nov 2' (with the year when asked: 'Nov 2, 2026'). */
export function shortDate(date: string, withYear = false): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return `${shortMonth(parts.month)} ${parts.day}${withYear ? `, ${parts.year}` : ''}`;
}
