import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepUploads } from '../lib/upload-janitor';

/** How often the janitor looks again after the start-up sweep. */
export const UPLOAD_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Removes uploaded images that no row names any more (a hero image uploaded but never saved, a dish's or a
 * member's replaced picture) once they are a day old: at start-up, then every few hours. The timer never keeps
 * the process alive and stops with the app; a failed sweep is logged and tried again at the next turn.
 */
export const uploadJanitorPlugin = fp(
  async (
    app: FastifyInstance,
    { uploadsDir, intervalMs = UPLOAD_SWEEP_INTERVAL_MS }: { uploadsDir: string; intervalMs?: number },
  ) => {
    let running: Promise<void> | undefined;
    const sweep = () => {
      running ??= sweepUploads(app.db, uploadsDir)
        .then(({ removed }) => {
          if (removed.length > 0) app.log.info({ removed }, 'upload janitor removed unused images');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'upload janitor could not sweep'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'upload-janitor', dependencies: ['database'] },
);
