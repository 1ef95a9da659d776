import type { DiningTable } from '@flame/shared';
import { filterBySearch } from '../ui/filter-by-search';

/** The owner's table search: by table number or description, case-insensitive and trimmed. */
export function searchTables(tables: readonly DiningTable[], query: string): DiningTable[] {
  return filterBySearch(tables, query, (table) => [String(table.tableNumber), table.description]);
}

/** The number an added table starts with: one past the highest. */
export function nextTableNumber(tables: readonly DiningTable[]): number {
  return tables.reduce((highest, table) => Math.max(highest, table.tableNumber), 0) + 1;
}
