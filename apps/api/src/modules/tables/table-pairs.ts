import { TABLE_COMBINATION_MESSAGES } from '@flame/shared';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { diningTablePairs, diningTables } from '../../db/schema';
import { badRequest } from '../../lib/errors';

type Reader = Pick<Database, 'select'>;

/** Each table's partners: the tables the owner may push together with it (a pair counts both ways). */
export async function partnersOf(db: Reader, tableIds: readonly string[]): Promise<Map<string, string[]>> {
  const partners = new Map<string, string[]>(tableIds.map((id) => [id, []]));
  if (tableIds.length === 0) return partners;
  const rows = await db
    .select()
    .from(diningTablePairs)
    .where(inArray(diningTablePairs.tableId, [...tableIds]));
  for (const row of rows) partners.get(row.tableId)?.push(row.partnerId);
  for (const list of partners.values()) list.sort();
  return partners;
}

/**
 * Replaces a table's partners with `partnerIds` (other tables of the same restaurant, else a 400 naming the
 * field); each pair is written both ways, so the partner lists the table too.
 */
export async function replacePartners(
  tx: Transaction,
  restaurantId: string,
  tableId: string,
  partnerIds: readonly string[],
): Promise<string[]> {
  if (partnerIds.length > 0) {
    const known = await tx
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(
        and(
          eq(diningTables.restaurantId, restaurantId),
          inArray(diningTables.id, [...partnerIds]),
          ne(diningTables.id, tableId),
        ),
      );
    if (known.length !== partnerIds.length) {
      throw badRequest(TABLE_COMBINATION_MESSAGES.unknown, {
        combinableWith: [TABLE_COMBINATION_MESSAGES.unknown],
      });
    }
  }
  await tx
    .delete(diningTablePairs)
    .where(or(eq(diningTablePairs.tableId, tableId), eq(diningTablePairs.partnerId, tableId)));
  if (partnerIds.length > 0) {
    await tx.insert(diningTablePairs).values(
      partnerIds.flatMap((partnerId) => [
        { tableId, partnerId },
        { tableId: partnerId, partnerId: tableId },
      ]),
    );
  }
  return [...partnerIds].sort();
}
