import { BACKUPS_KEPT, backupSizeText, RESTORE_COMMAND, type Backup } from '@flame/shared';
import { DatabaseBackup } from 'lucide-react';
import { toast } from 'sonner';
import { downloadExport, useBackUpNow, useBackups } from '../../../api/backups';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { DownloadCsvButton } from '../reports/report-card';
import { SectionQuery } from '../ui/section-query';
import { SettingsCard } from './settings-card';
import { BackupRow, BackupTime } from './backup-row';

function LastBackup({ newest }: { newest: Backup | undefined }) {
  if (!newest) return <p className="text-sm text-stone-700">No backup yet.</p>;
  return (
    <p className="text-sm text-stone-700" data-testid="last-backup">
      Last backup: <BackupTime backup={newest} /> ({backupSizeText(newest.sizeBytes)})
    </p>
  );
}

function BackUpNowButton() {
  const backUp = useBackUpNow();
  return (
    <Button
      busy={backUp.isPending}
      onClick={() =>
        backUp.mutate(undefined, {
          onSuccess: () => toast.success('Backup taken'),
          onError: (error) => toast.error(errorMessage(error, 'The backup failed')),
        })
      }
    >
      Back up now
    </Button>
  );
}

function RestoreCommand() {
  return (
    <div className="text-sm text-stone-700">
      <p>To restore one, stop the site, set a fresh data folder, and run on the server:</p>
      <pre className="mt-1 rounded-md bg-stone-900 px-3 py-2 break-all whitespace-pre-wrap text-cream-50">
        <code>{RESTORE_COMMAND}</code>
      </pre>
    </div>
  );
}

/**
 * Settings → Backups: the last backup and its size, 'Back up now' and 'Download all data' (the export zip), the
 * kept backups to download, and the command that restores one (on the server, into a fresh data folder).
 */
export function BackupsCard() {
  const query = useBackups();
  return (
    <SettingsCard
      id="backups"
      icon={DatabaseBackup}
      title="Backups"
      description={`Every order, guest, booking, dish and photo, saved each night at 4:00 AM. The last ${BACKUPS_KEPT} are kept.`}
    >
      <SectionQuery
        query={query}
        skeleton={<Skeleton className="h-16" />}
        failureTitle="Failed to load backups"
      >
        {(backups) => (
          <>
            <LastBackup newest={backups[0]} />
            <div className="flex flex-wrap items-center gap-3">
              <BackUpNowButton />
              <DownloadCsvButton text="Download all data" download={downloadExport} />
            </div>
            <p className="text-sm text-stone-600">
              'Download all data' is one zip of every table as CSV and JSON, with the photos, to open in a
              spreadsheet or take to another system. Passwords and sign-in links are left out.
            </p>
            {backups.length > 0 && (
              <ul aria-label="Backups" className="divide-y divide-cream-200">
                {backups.map((backup) => (
                  <BackupRow key={backup.name} backup={backup} />
                ))}
              </ul>
            )}
            <RestoreCommand />
          </>
        )}
      </SectionQuery>
    </SettingsCard>
  );
}
