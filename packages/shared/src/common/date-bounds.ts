/**
 * The dates the site accepts from anyone: from 2000-01-01 to 2100-12-31. Nothing the restaurant does lies outside
 * them, and past them date arithmetic (a year 10000, a year 1) and PostgreSQL's timestamps stop agreeing, so a
 * date beyond them is refused up front with one clear message rather than failing later.
 */
export const DATE_BOUNDS = { first: '2000-01-01', last: '2100-12-31' } as const;

export const DATE_OUT_OF_RANGE_MESSAGE = `Dates must fall between ${DATE_BOUNDS.first} and ${DATE_BOUNDS.last}`;

/** Whether a 'YYYY-MM-DD' date lies inside the bounds (a text that is no such date is judged by its format rule). */
export function isDateInBounds(isoDate: string): boolean {
  return isoDate >= DATE_BOUNDS.first && isoDate <= DATE_BOUNDS.last;
}

/** Whether an ISO date-time falls, read in UTC, on a date inside the bounds. */
export function isInstantInBounds(isoDateTime: string): boolean {
  const at = Date.parse(isoDateTime);
  if (Number.isNaN(at)) return false;
  const date = new Date(at);
  return !Number.isNaN(date.getTime()) && isDateInBounds(date.toISOString().slice(0, 10));
}
