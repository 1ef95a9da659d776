import { z } from 'zod';
import { BACKUP_NAME_PATTERN } from './backup-texts';

/** One backup file in DATA_DIR/backups, as the owner's list shows it. */
export const backupSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type Backup = z.infer<typeof backupSchema>;

/** A backup's name in a download path: only names the server makes, never a path. */
export const backupNameParamsSchema = z.object({
  name: z
    .string()
    .regex(BACKUP_NAME_PATTERN, 'Not a backup name, such as flame-kissed-2026-11-29T03-00-00-000Z.tar.gz'),
});
