import { CUSTOMER_BLOCKED_MESSAGE } from '@flame/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { customerBlocks, diningTables } from '../db/schema';
import { forbidden } from './errors';

/**
 * 403 when the restaurant's owner blocked the account. Read under the account's row lock (`lockAccount`), which
 * the block takes too, so an order or a booking racing the block either commits before it or is refused.
 */
export async function assertNotBlocked(tx: Transaction, restaurantId: string, userId: string): Promise<void> {
  const [block] = await tx
    .select({ userId: customerBlocks.userId })
    .from(customerBlocks)
    .where(and(eq(customerBlocks.restaurantId, restaurantId), eq(customerBlocks.userId, userId)))
    .limit(1);
  if (block) throw forbidden(CUSTOMER_BLOCKED_MESSAGE);
}

/** The same, for a booking of a table: the block of the table's restaurant. */
export async function assertNotBlockedAtTable(
  tx: Transaction,
  tableId: string,
  userId: string,
): Promise<void> {
  const [table] = await tx
    .select({ restaurantId: diningTables.restaurantId })
    .from(diningTables)
    .where(eq(diningTables.id, tableId))
    .limit(1);
  if (table) await assertNotBlocked(tx, table.restaurantId, userId);
}
