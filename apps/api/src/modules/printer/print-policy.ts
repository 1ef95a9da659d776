/**
 * Pauses before the next try of a ticket whose printer could not be reached, growing with each attempt: a
 * printer switched off or out of paper is usually back within minutes, and the kitchen wants the ticket soon
 * after, so the pauses stay short.
 */
const RETRY_DELAYS_MS = [5, 10, 20, 30, 60].map((seconds) => seconds * 1000);

/** A ticket still not printed this long after it was queued is given up (the order has long been picked up). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** How long a printer worker holds a ticket it took: another instance takes it again only after this. */
export const PRINTING_LEASE_MS = 60_000;

/** How long one send may take, from connecting to the printer's close: well under the lease, so a hung printer never lets two instances print one ticket. */
export const SEND_TIMEOUT_MS = 10_000;

export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/**
 * How many due tickets a worker takes in one claim: enough that a rush of orders costs a few statements per
 * batch rather than several per ticket; a batch stops sending before its lease could run out.
 */
export const PRINT_BATCH_SIZE = 25;
