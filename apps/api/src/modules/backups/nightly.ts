import { addDaysToIsoDate, zonedInstant, zonedToday } from '@flame/shared';

/** The nightly backup's time in the restaurant's own day: after closing, before anyone orders. */
export const NIGHTLY_BACKUP_MINUTES = 4 * 60;

/** The latest nightly backup time (4:00 AM in the restaurant's zone) at or before `now`. */
export function lastNightlyTime(now: Date, timeZone: string): Date {
  const today = zonedToday(now, timeZone);
  const tonight = zonedInstant(today, NIGHTLY_BACKUP_MINUTES, timeZone);
  return tonight <= now
    ? tonight
    : zonedInstant(addDaysToIsoDate(today, -1), NIGHTLY_BACKUP_MINUTES, timeZone);
}

/** Whether the night's backup is still to take: no backup since the latest nightly time. */
export function nightlyBackupDue(now: Date, timeZone: string, newest: Date | undefined): boolean {
  return newest === undefined || newest < lastNightlyTime(now, timeZone);
}
