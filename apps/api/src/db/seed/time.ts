/** Clock helpers for the seed (calendar days in the restaurant's zone come from the shared date helpers). */
const MINUTE_MS = 60_000;

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE_MS);
}

/** A time on the 24-hour clock → minutes after midnight. */
export function clock(hours: number, minutes = 0): number {
  return hours * 60 + minutes;
}
