import type { diningTablePairs, diningTables } from '../schema';

type TableInsert = typeof diningTables.$inferInsert;
type PairInsert = typeof diningTablePairs.$inferInsert;

const BOOTH = '/images/tables/1.svg';
const SQUARE = '/images/tables/2.svg';
const ROUND = '/images/tables/3.svg';

/** Table numbers are 1..N in this order. */
export const SEED_TABLES = [
  { seats: 2, description: 'Window booth for two', image: BOOTH },
  { seats: 2, description: 'Quiet window booth for two', image: BOOTH },
  { seats: 4, description: 'Cozy corner table by the spice shelf', image: SQUARE },
  { seats: 4, description: 'Table for four facing the open kitchen', image: SQUARE },
  { seats: 6, description: 'Family table beside the tandoor', image: ROUND },
  { seats: 4, description: 'Patio table under the string lights', image: SQUARE },
  { seats: 2, description: "Chef's counter seats with a view of the grill", image: BOOTH },
  { seats: 6, description: 'Round table under the brass lanterns', image: ROUND },
  { seats: 8, description: 'Long feast table for groups and celebrations', image: ROUND },
  { seats: 4, description: 'Quiet alcove for four', image: SQUARE },
] as const;

export function tableRows(restaurantId: string, newId: () => string): (TableInsert & { id: string })[] {
  return SEED_TABLES.map((table, index) => ({ id: newId(), restaurantId, tableNumber: index + 1, ...table }));
}

/**
 * Tables the demo owner may push together (by number): the two window booths seat four; the corner and kitchen
 * fours and the alcove four all join one another (every two of them), so 'Find a table' seats a party of 6 to 8
 * on two tables once the larger ones are taken (3 and 4 first: the lowest numbers), and the host can push the
 * three together for twelve.
 */
export const SEED_TABLE_PAIRS: readonly (readonly [number, number])[] = [
  [1, 2],
  [3, 4],
  [3, 10],
  [4, 10],
];

/** The pairs as rows, each written both ways as the table form writes them. */
export function tablePairRows(tables: readonly { id: string; tableNumber: number }[]): PairInsert[] {
  const idOf = (tableNumber: number) => {
    const table = tables.find((each) => each.tableNumber === tableNumber);
    if (!table) throw new Error(`The seed has no table ${tableNumber}`);
    return table.id;
  };
  return SEED_TABLE_PAIRS.flatMap(([a, b]) => [
    { tableId: idOf(a), partnerId: idOf(b) },
    { tableId: idOf(b), partnerId: idOf(a) },
  ]);
}
