import { backupSizeText, formatInZone, type Backup } from '@flame/shared';
import { downloadBackup } from '../../../api/backups';
import { useRestaurant } from '../../../api/restaurant';
import { DownloadCsvButton } from '../reports/report-card';

/** When a backup was taken, as the rest of the dashboard shows times (the restaurant's zone). */
export function BackupTime({ backup }: { backup: Backup }) {
  const timeZone = useRestaurant().data?.timeZone;
  return <>{formatInZone(backup.createdAt, timeZone, 'MMM d, yyyy h:mm a')}</>;
}

/** One kept backup: its time and size, and 'Download'. */
export function BackupRow({ backup }: { backup: Backup }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <p className="min-w-0 text-sm text-stone-800">
        <BackupTime backup={backup} /> ·{' '}
        <span className="whitespace-nowrap text-stone-600">{backupSizeText(backup.sizeBytes)}</span>
      </p>
      <DownloadCsvButton label={backup.name} text="Download" download={() => downloadBackup(backup.name)} />
    </li>
  );
}
