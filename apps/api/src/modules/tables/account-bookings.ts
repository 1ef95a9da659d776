import { and, count, gt, inArray, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { reservations } from '../../db/schema';
import { assertUnderAccountLimit, lockAccount, type CustomerLimits } from '../../lib/customer-limits';

/**
 * 409 when the account already holds its limit of reservations that have not ended (requests waiting for the
 * owner count too). Counted under the account's row lock, so racing bookings cannot all pass the limit; the one
 * being booked is counted by the caller's insert in the same transaction.
 */
export async function assertAccountMayBook(
  tx: Transaction,
  userId: string,
  limits: CustomerLimits,
  now: Date,
): Promise<void> {
  const account = await lockAccount(tx, userId);
  const [upcoming] = await tx
    .select({ held: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        inArray(reservations.status, ['active', 'requested']),
        gt(reservations.endsAt, now),
      ),
    );
  assertUnderAccountLimit(upcoming?.held ?? 0, limits, 'upcomingReservations', account);
}
