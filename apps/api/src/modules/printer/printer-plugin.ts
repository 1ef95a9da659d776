import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createPrinterWorker, type PrinterWorker } from './printer-worker';

declare module 'fastify' {
  interface FastifyInstance {
    printer: {
      worker: PrinterWorker;
      /** Starts a pass now (after a reprint or test page), unless one is running; a no-op when polling is off. */
      wake(): void;
    };
  }
}

/**
 * Prints the print queue in the background: at start-up (so a restart resumes where it stopped), then every
 * `pollIntervalMs`, and at once after the owner asks for a ticket. One pass at a time; the timer never keeps the
 * process alive and stops with the app.
 */
export const printerPlugin = fp(
  async (app: FastifyInstance, { printer }: { printer: Config['printer'] }) => {
    const worker = createPrinterWorker({
      db: app.db,
      log: app.log,
      now: () => app.now(),
      leaseMs: printer.leaseMs,
      sendTimeoutMs: printer.sendTimeoutMs,
    });

    let running: Promise<void> | undefined;
    let closing = false;
    const pass = () => {
      if (closing) return;
      running ??= worker
        .printDue()
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, 'printer worker could not print the queue'))
        .finally(() => {
          running = undefined;
        });
    };
    app.decorate('printer', {
      worker,
      wake: () => {
        if (printer.pollIntervalMs > 0) pass();
      },
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (printer.pollIntervalMs <= 0) return;
      pass();
      timer = setInterval(pass, printer.pollIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'printer-worker', dependencies: ['database', 'clock'] },
);
