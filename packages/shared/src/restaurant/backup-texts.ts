/** Backup names and texts without zod, for the dashboard's settings page. */

/** `flame-kissed-<ISO time with - for :>.tar.gz`: the time it was taken, in UTC, to the millisecond. */
export const BACKUP_NAME_PATTERN = /^flame-kissed-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/** How many backups the server keeps: the newest ones, older ones are removed after each backup. */
export const BACKUPS_KEPT = 14;

/** The command that puts a backup back (README: Backups). */
export const RESTORE_COMMAND = 'npm run restore -- data/backups/<backup file>';

export const BACKUP_TEXTS = {
  taken: 'Backup taken.',
} as const;

/** The data export's file name: the restaurant's date (YYYY-MM-DD) it was downloaded on. */
export function exportFileName(date: string): string {
  return `flame-kissed-export-${date}.zip`;
}

/** The file name of a backup taken at `at`. */
export function backupName(at: Date): string {
  return `flame-kissed-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** When the backup called `name` was taken (its name says), or undefined for another name. */
export function backupTakenAt(name: string): Date | undefined {
  if (!BACKUP_NAME_PATTERN.test(name)) return undefined;
  const stamp = name.slice('flame-kissed-'.length, -'.tar.gz'.length);
  const [date, time] = stamp.split('T') as [string, string];
  const [hh, mm, ss, ms] = time.replace('Z', '').split('-');
  const at = new Date(`${date}T${hh}:${mm}:${ss}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** A backup's size as people read it: 812 KB, 4.2 MB. */
export function backupSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
