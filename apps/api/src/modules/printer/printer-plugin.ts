import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { isOrderBusEvent, ORDER_EVENTS_CHANNEL } from '../orders/order-events';
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
 * `pollIntervalMs`, at once after the owner asks for a ticket, and at once when an order is placed or changes
 * status on any instance (the auto-print queues its ticket in that change's transaction, and the bus announces
 * the change at commit). One pass at a time: a wake during a pass runs one more pass after it, so a ticket
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
    app.decorate('printer', {
      worker,
      wake: () => {
        if (printer.pollIntervalMs > 0) pass();
      },
    });

    let timer: NodeJS.Timeout | undefined;
    let unsubscribe: (() => void) | undefined;
    app.addHook('onReady', async () => {
      if (printer.pollIntervalMs <= 0) return;
      unsubscribe = await app.events.subscribe(ORDER_EVENTS_CHANNEL, (event) => {
        if (isOrderBusEvent(event) && (event.type === 'created' || event.type === 'status')) pass();
      });
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
