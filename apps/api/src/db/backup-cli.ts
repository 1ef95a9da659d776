import path from 'node:path';
import { backupSizeText } from '@flame/shared';
import { loadConfig } from '../config';
import { StartupError } from '../lib/startup-error';
import { RestoreRefused, restoreBackup } from '../modules/backups/restore';
import { takeBackup } from '../modules/backups/take-backup';
import { connectDatabase } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * `npm run backup` and `npm run restore -- FILE`: the server's backup from the command line, on DATABASE_URL or
 * on the embedded PostgreSQL of DATA_DIR (which the server must not be running on: its folder is claimed).
 * A restore goes into an empty database (a fresh DATA_DIR); a refusal is one line and exit code 1.
 */
const [command, file] = process.argv.slice(2);
if (!(command === 'backup' || (command === 'restore' && file))) {
  console.error('usage: npm run backup | npm run restore -- FILE');
  process.exit(2);
}

const config = loadConfig();
try {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, onLog: console.log });
  const database = connectDatabase(config.databaseUrl ?? embedded!.url, { max: 2 });
  try {
    if (command === 'backup') {
      const place = { pool: database.pool, uploadsDir: config.uploadsDir, backupsDir: config.backups.dir };
      const backup = await takeBackup({ ...place, keep: config.backups.keep }, new Date());
      console.log(
        `Backup taken: ${path.join(config.backups.dir, backup.name)} (${backupSizeText(backup.sizeBytes)})`,
      );
    } else {
      const { manifest } = await restoreBackup(path.resolve(file!), database.pool, config.uploadsDir);
      const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
      console.log(
        `Restored the backup of ${manifest.createdAt}: ${rows} rows in ${Object.keys(manifest.tables).length} ` +
          `tables and ${manifest.images.length} images. Start the server: it applies any newer migrations.`,
      );
    }
  } finally {
    await database.close();
    await embedded?.stop();
  }
} catch (error) {
  if (!(error instanceof RestoreRefused || error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
