import { diningTablePairs, diningTables } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import type { TestContext } from '../test-app';

/**
 * The floor the party-booking tests use instead of the seed's tables: two tables for two that may be pushed
 * together (1 and 2), two for four (3 and 4), one for six (5); 3 joins 4 and 4 joins 5, but 3 never joins 5.
 */
export const LAYOUT = [
  { tableNumber: 1, seats: 2 },
  { tableNumber: 2, seats: 2 },
  { tableNumber: 3, seats: 4 },
  { tableNumber: 4, seats: 4 },
  { tableNumber: 5, seats: 6 },
] as const;
const PAIRS = [
  [1, 2],
  [3, 4],
  [4, 5],
] as const;

/** Replaces the restaurant's tables (and so their bookings) with the layout; the table ids by number. */
export async function useLayout(ctx: TestContext, restaurantId: string): Promise<Record<number, string>> {
  await ctx.db.delete(diningTables);
  const ids: Record<number, string> = {};
  for (const table of LAYOUT) {
    ids[table.tableNumber] = newId();
    await ctx.db.insert(diningTables).values({
      id: ids[table.tableNumber]!,
      restaurantId,
      ...table,
      description: `Table ${table.tableNumber}`,
    });
  }
  await ctx.db.insert(diningTablePairs).values(
    PAIRS.flatMap(([a, b]) => [
      { tableId: ids[a]!, partnerId: ids[b]! },
      { tableId: ids[b]!, partnerId: ids[a]! },
    ]),
  );
  return ids;
}

export const PHONE = '(555) 010-2030';
