import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { PRINT_JOBS_CHANNEL } from './print-queue';
import { createPrinterWorker, type PrinterWorker } from './printer-worker';

declare module 'fastify' {
  interface FastifyInstance {
    printer: {
      worker: PrinterWorker;
    };
  }
}

/**
 * Prints the print queue in the background: at start-up (so a restart resumes where it stopped), then every
 * `pollIntervalMs` (retries, and what a lost bus connection missed), and at once when a ticket is queued on any
 * instance: the database announces every new print job on the bus when its transaction commits, whatever queued
 * it (an order placed or accepted, a reprint, a test page). An order of a restaurant with no printer queues no
 * job, so it starts no pass. One pass at a time: a wake during a pass runs one more pass after it, so a ticket
 * queued as a pass ends is not left for the timer. The timer never keeps the process alive and stops with the app.
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
    let again = false;
    let closing = false;
    const pass = () => {
      if (closing) return;
      if (running) {
        again = true;
        return;
      }
      running = worker
        .printDue()
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, 'printer worker could not print the queue'))
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            pass();
          }
        });
    };
    app.decorate('printer', { worker });

    let timer: NodeJS.Timeout | undefined;
    let unsubscribe: (() => void) | undefined;
    app.addHook('onReady', async () => {
      if (printer.pollIntervalMs <= 0) return;
      unsubscribe = await app.events.subscribe(PRINT_JOBS_CHANNEL, pass);
      pass();
      timer = setInterval(pass, printer.pollIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      unsubscribe?.();
      await running;
    });
  },
  { name: 'printer-worker', dependencies: ['database', 'clock', 'event-bus'] },
);
