import type { diningTables } from '../schema';

type TableInsert = typeof diningTables.$inferInsert;

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

export function tableRows(restaurantId: string, newId: () => string): TableInsert[] {
  return SEED_TABLES.map((table, index) => ({ id: newId(), restaurantId, tableNumber: index + 1, ...table }));
}
