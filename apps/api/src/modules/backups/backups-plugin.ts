import type { Backup } from '@flame/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { restaurants } from '../../db/schema';
import { nightlyBackupDue } from './nightly';
import { listBackups } from './store';
import { takeBackup } from './take-backup';

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      /** Takes a backup now, after any backup being taken (one at a time). */
      takeNow(): Promise<Backup>;
      /** Takes the night's backup when it is due (the app's clock; the restaurant's zone); undefined if not. */
      takeDue(): Promise<Backup | undefined>;
    };
  }
}

/**
 * Backups of the database and the uploaded images into `backups.dir`: on the owner's request, and each night
 * at 4:00 AM restaurant time, checked at start-up (a server that was down at 4 takes it when it starts) and then
 * every `pollIntervalMs` (0: tests drive `takeDue`). The timer never keeps the process alive; a failed backup is
 * logged and tried again at the next turn.
 */
export const backupsPlugin = fp(
  async (
    app: FastifyInstance,
    { backups, uploadsDir }: { backups: Config['backups']; uploadsDir: string },
  ) => {
    const place = { pool: app.database.pool, uploadsDir, backupsDir: backups.dir, keep: backups.keep };
    let last: Promise<unknown> = Promise.resolve();
    const takeNow = () => {
      const taking = last.catch(() => undefined).then(() => takeBackup(place, app.now()));
      last = taking;
      return taking;
    };
    const takeDue = async () => {
      const [restaurant] = await app.db.select({ timeZone: restaurants.timeZone }).from(restaurants).limit(1);
      const newest = (await listBackups(backups.dir))[0];
      const due = nightlyBackupDue(
        app.now(),
        restaurant?.timeZone ?? 'UTC',
        newest && new Date(newest.createdAt),
      );
      return due ? takeNow() : undefined;
    };
    app.decorate('backups', { takeNow, takeDue });

    const turn = () =>
      takeDue()
        .then((backup) => backup && app.log.info({ backup: backup.name }, 'nightly backup taken'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'nightly backup failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (backups.pollIntervalMs <= 0) return;
      void turn();
      timer = setInterval(() => void turn(), backups.pollIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await last.catch(() => undefined);
    });
  },
  { name: 'backups', dependencies: ['database', 'clock'] },
);
