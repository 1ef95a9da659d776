import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { printerSettings, printJobs, restaurants } from '../../db/schema';
import {
  GIVE_UP_AFTER_MS,
  PRINT_BATCH_SIZE,
  PRINTING_LEASE_MS,
  retryDelayMs,
  SEND_TIMEOUT_MS,
} from './print-policy';
import { sendToPrinter, type SendToPrinter } from './send-to-printer';
import { loadTickets, type TicketData } from './ticket-data';
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
  /** How many due tickets one claim takes. */
  batchSize?: number;
  send?: SendToPrinter;
}

export interface PrinterWorker {
  /** Prints every ticket due now, in the order they were queued, a batch at a time; answers how many printed. */
  printDue(): Promise<number>;
}

/** A ticket that can never print as it is (no printer set up, its order gone): given up at once. */
class CannotPrint extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

type Settings = { printer: typeof printerSettings.$inferSelect; restaurant: typeof restaurants.$inferSelect };

/**
 * Prints the print queue. A worker takes up to `batchSize` due tickets in one statement, with row locks that
 * skip locked rows, and holds them for a lease (their next attempt moves past the sends), so workers of several
 * instances never take the same ticket, and one that dies mid-batch leaves its tickets to be taken again once
 * the lease ends. The batch's orders and printers are read in three statements. Each ticket is its own job on
 * its own connection, as a port-9100 printer acknowledges a job only by closing after reading all of it: a
 * ticket counts as printed once the printer has closed on it whole, and a connection dropped mid-ticket costs
 * that ticket alone, which prints again whole on its next try. A send gives up well inside the lease, and a
 * batch stops sending (handing its unsent tickets back, due at once) before its lease could run out, so a hung
 * or slow printer never lets two instances print one ticket. The printed tickets are marked in one statement
 * when the batch's sends end.
 */
export function createPrinterWorker({
  db,
  log,
  now,
  leaseMs = PRINTING_LEASE_MS,
  sendTimeoutMs = SEND_TIMEOUT_MS,
  batchSize = PRINT_BATCH_SIZE,
  send = sendToPrinter,
}: PrinterWorkerOptions): PrinterWorker {
  async function claimBatch(at: Date): Promise<JobRow[]> {
    const due = db
      .select({ id: printJobs.id })
      .from(printJobs)
      .where(and(eq(printJobs.status, 'pending'), sql`${printJobs.nextAttemptAt} <= ${at}`))
      .orderBy(asc(printJobs.nextAttemptAt), asc(printJobs.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const jobs = await db
      .update(printJobs)
      .set({ attempts: sql`${printJobs.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
      // The batch's ids read once into an array: under `in` the planner may run the subquery again for each row,
      // and each run, skipping the rows this statement already took, would take more than a batch.
      .where(sql`${printJobs.id} = any(array(${due}))`)
      .returning();
    return jobs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async function settingsFor(jobs: JobRow[]): Promise<Map<string, Settings>> {
    const restaurantIds = [...new Set(jobs.map((job) => job.restaurantId))];
    const found = await db
      .select({ printer: printerSettings, restaurant: restaurants })
      .from(printerSettings)
      .innerJoin(restaurants, eq(restaurants.id, printerSettings.restaurantId))
      .where(inArray(printerSettings.restaurantId, restaurantIds));
    return new Map(found.map((row) => [row.restaurant.id, row]));
  }

  function bytesFor(job: JobRow, settings: Settings | undefined, tickets: Map<string, TicketData>, at: Date) {
    if (!settings) throw new CannotPrint('No kitchen printer is set up');
    const { printer, restaurant } = settings;
    const paperWidth = printer.paperWidth === 58 ? 58 : 80;
    if (!job.orderId)
      return encodeTestPage(restaurant.name, { ...printer, paperWidth }, at, restaurant.timeZone);
    const ticket = tickets.get(job.orderId);
    if (!ticket) throw new CannotPrint('The order no longer exists');
    return encodeTicket(ticket, paperWidth);
  }

  async function settle(job: JobRow, changes: Partial<JobRow>): Promise<void> {
    await db.update(printJobs).set(changes).where(eq(printJobs.id, job.id));
  }

  async function failed(job: JobRow, at: Date, error: unknown): Promise<void> {
    const givingUp =
      error instanceof CannotPrint || at.getTime() - job.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    log.warn({ err: error, printJobId: job.id, orderId: job.orderId, givingUp }, 'ticket not printed');
    await settle(
      job,
      givingUp
        ? { status: 'failed', lastError: errorText(error) }
        : { lastError: errorText(error), nextAttemptAt: new Date(at.getTime() + retryDelayMs(job.attempts)) },
    );
  }

  /**
   * Sends a claimed batch in order; answers how many printed. `failedThisPass`: printers that already failed in
   * this pass; their next tickets wait without a try.
   */
  async function printBatch(jobs: JobRow[], at: Date, failedThisPass: Map<string, unknown>): Promise<number> {
    const orderIds = jobs.flatMap((job) => (job.orderId ? [job.orderId] : []));
    const [settings, tickets] = await Promise.all([settingsFor(jobs), loadTickets(db, orderIds)]);
    const printedIds: string[] = [];
    const unsent: JobRow[] = [];
    const settled: Promise<void>[] = [];
    for (const job of jobs) {
      // The next send must end inside the lease, or another instance could take this ticket meanwhile.
      if (now().getTime() + sendTimeoutMs > at.getTime() + leaseMs) {
        unsent.push(job);
        continue;
      }
      try {
        const found = settings.get(job.restaurantId);
        const bytes = bytesFor(job, found, tickets, at);
        const address = `${found!.printer.host}:${found!.printer.port}`;
        if (failedThisPass.has(address)) throw failedThisPass.get(address);
        try {
          await send(found!.printer, bytes, sendTimeoutMs);
        } catch (error) {
          failedThisPass.set(address, error);
          throw error;
        }
        printedIds.push(job.id);
      } catch (error) {
        // Its pause before the next try runs from this failure, not from the batch's claim.
        settled.push(failed(job, now(), error));
      }
    }
    if (printedIds.length > 0) {
      settled.push(
        db
          .update(printJobs)
          .set({ status: 'printed', printedAt: now(), lastError: null })
          .where(inArray(printJobs.id, printedIds))
          .then(() => undefined),
      );
    }
    if (unsent.length > 0) {
      settled.push(
        db
          .update(printJobs)
          .set({ attempts: sql`${printJobs.attempts} - 1`, nextAttemptAt: now() })
          .where(
            inArray(
              printJobs.id,
              unsent.map((job) => job.id),
            ),
          )
          .then(() => undefined),
      );
    }
    await Promise.all(settled);
    return printedIds.length;
  }

  return {
    async printDue() {
      let printed = 0;
      const failedThisPass = new Map<string, unknown>();
      for (;;) {
        const at = now();
        const jobs = await claimBatch(at);
        if (jobs.length === 0) return printed;
        printed += await printBatch(jobs, at, failedThisPass);
      }
    },
  };
}
