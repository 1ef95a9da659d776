import type { DiningTable } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { nextTableNumber, searchTables } from './table-search';

const table = (tableNumber: number, description: string) =>
  ({ _id: String(tableNumber), tableNumber, description }) as DiningTable;
const tables = [table(1, 'Window booth'), table(12, 'Garden patio'), table(3, 'Quiet corner by the window')];

describe('searchTables', () => {
  it('matches the number or the description, ignoring case and spaces around', () => {
    expect(searchTables(tables, '  WINDOW ').map((t) => t.tableNumber)).toEqual([1, 3]);
    expect(searchTables(tables, '12').map((t) => t.tableNumber)).toEqual([12]);
    expect(searchTables(tables, '1').map((t) => t.tableNumber)).toEqual([1, 12]);
    expect(searchTables(tables, '')).toHaveLength(3);
    expect(searchTables(tables, 'rooftop')).toEqual([]);
  });

  it('suggests one past the highest number', () => {
    expect(nextTableNumber(tables)).toBe(13);
    expect(nextTableNumber([])).toBe(1);
  });
});
