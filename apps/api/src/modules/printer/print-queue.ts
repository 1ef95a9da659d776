import type { Database } from '../../db/client';
import { printJobs } from '../../db/schema';

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
 * triggers on `orders` in the same statement; this is for the owner's own requests.
 */
export async function queuePrint(executor: Executor, { restaurantId, orderId, cause, at }: QueuedPrint) {
  await executor
    .insert(printJobs)
    .values({ restaurantId, orderId: orderId ?? null, cause, nextAttemptAt: at, createdAt: at });
}
