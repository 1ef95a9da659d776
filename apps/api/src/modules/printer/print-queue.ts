import type { Database } from '../../db/client';
import { printJobs } from '../../db/schema';

/**
 * The bus channel on which the database announces each new print job, at its transaction's commit (the trigger
 * `print_jobs_announce`, migration `0030_print_job_wakes.sql`, writes this name): every instance's printer
 * worker starts a pass when it hears it.
 */
export const PRINT_JOBS_CHANNEL = 'print-jobs';

/** Anything that inserts: the database, or the transaction of the change that causes the ticket. */
type Executor = Pick<Database, 'insert'>;

export interface QueuedPrint {
  restaurantId: string;
  /** The order whose ticket prints; omitted for a test page. */
  orderId?: string;
  cause: 'reprint' | 'test';
  at: Date;
}

/**
 * Records a ticket to print, due at once. Tickets of orders placed or accepted are queued by the database's
 * triggers on `orders` in the same statement; this is for the owner's own requests. Every instance's worker hears
 * of the job once it commits.
 */
export async function queuePrint(executor: Executor, { restaurantId, orderId, cause, at }: QueuedPrint) {
  await executor
    .insert(printJobs)
    .values({ restaurantId, orderId: orderId ?? null, cause, nextAttemptAt: at, createdAt: at });
}
