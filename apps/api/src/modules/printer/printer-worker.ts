import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { printerSettings, printJobs, restaurants } from '../../db/schema';
import { GIVE_UP_AFTER_MS, PRINTING_LEASE_MS, retryDelayMs, SEND_TIMEOUT_MS } from './print-policy';
import { sendToPrinter, type SendToPrinter } from './send-to-printer';
import { loadTicketData } from './ticket-data';
import { encodeTestPage, encodeTicket } from './ticket-encoder';

type JobRow = typeof printJobs.$inferSelect;

export interface PrinterWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** The app's clock (tests walk it through retries). */
  now: () => Date;
  /** How long a taken ticket is held: a ticket a dead worker held is taken again after this. */
  leaseMs?: number;
  /** How long one send may take; well under the lease. */
  sendTimeoutMs?: number;
  send?: SendToPrinter;
}

export interface PrinterWorker {
  /** Prints every ticket due now, one at a time in the order they were queued; answers how many printed. */
  printDue(): Promise<number>;
}

/** A ticket that can never print as it is (no printer set up, its order gone): given up at once. */
class CannotPrint extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Prints the print queue. A worker takes one due ticket at a time with a row lock that skips locked rows and
 * holds it for a lease (its next attempt moves past the send), so workers of several instances never take the
 * same ticket, and one that dies mid-send leaves it to be taken again once the lease ends. A send gives up
 * well inside the lease, so a hung printer cannot outlast it.
 */
export function createPrinterWorker({
  db,
  log,
  now,
  leaseMs = PRINTING_LEASE_MS,
  sendTimeoutMs = SEND_TIMEOUT_MS,
  send = sendToPrinter,
}: PrinterWorkerOptions): PrinterWorker {
  async function claimNext(at: Date): Promise<JobRow | undefined> {
    const due = db
      .select({ id: printJobs.id })
      .from(printJobs)
      .where(and(eq(printJobs.status, 'pending'), sql`${printJobs.nextAttemptAt} <= ${at}`))
      .orderBy(asc(printJobs.nextAttemptAt), asc(printJobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(printJobs)
      .set({ attempts: sql`${printJobs.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
      .where(sql`${printJobs.id} = (${due})`)
      .returning();
    return job;
  }

  async function bytesFor(job: JobRow, at: Date) {
    const [found] = await db
      .select({ printer: printerSettings, restaurant: restaurants })
      .from(printerSettings)
      .innerJoin(restaurants, eq(restaurants.id, printerSettings.restaurantId))
      .where(eq(printerSettings.restaurantId, job.restaurantId));
    if (!found) throw new CannotPrint('No kitchen printer is set up');
    const { printer, restaurant } = found;
    const paperWidth = printer.paperWidth === 58 ? 58 : 80;
    if (!job.orderId) {
      const bytes = encodeTestPage(restaurant.name, { ...printer, paperWidth }, at, restaurant.timeZone);
      return { printer, bytes };
    }
    const ticket = await loadTicketData(db, job.orderId);
    if (!ticket) throw new CannotPrint('The order no longer exists');
    return { printer, bytes: encodeTicket(ticket, paperWidth) };
  }

  async function settle(job: JobRow, changes: Partial<JobRow>): Promise<void> {
    await db.update(printJobs).set(changes).where(eq(printJobs.id, job.id));
  }

  /** `failedThisPass`: printers that already failed in this pass; their next tickets wait without a try. */
  async function print(job: JobRow, at: Date, failedThisPass: Map<string, unknown>): Promise<boolean> {
    try {
      const { printer, bytes } = await bytesFor(job, at);
      const address = `${printer.host}:${printer.port}`;
      if (failedThisPass.has(address)) throw failedThisPass.get(address);
      try {
        await send(printer, bytes, sendTimeoutMs);
      } catch (error) {
        failedThisPass.set(address, error);
        throw error;
      }
      await settle(job, { status: 'printed', printedAt: now(), lastError: null });
      return true;
    } catch (error) {
      const givingUp =
        error instanceof CannotPrint || at.getTime() - job.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      log.warn({ err: error, printJobId: job.id, orderId: job.orderId, givingUp }, 'ticket not printed');
      await settle(
        job,
        givingUp
          ? { status: 'failed', lastError: errorText(error) }
          : {
              lastError: errorText(error),
              nextAttemptAt: new Date(at.getTime() + retryDelayMs(job.attempts)),
            },
      );
      return false;
    }
  }

  return {
    async printDue() {
      let printed = 0;
      const failedThisPass = new Map<string, unknown>();
      for (;;) {
        const at = now();
        const job = await claimNext(at);
        if (!job) return printed;
        if (await print(job, at, failedThisPass)) printed++;
      }
    },
  };
}
