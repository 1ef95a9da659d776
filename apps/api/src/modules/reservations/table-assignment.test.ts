import { describe, expect, it } from 'vitest';
import { assignTables, type CandidateTable } from './table-assignment';

/** Tables by number with their seats, and pairs of numbers that may be pushed together. */
function floor(seats: Record<number, number>, pairs: [number, number][]): CandidateTable[] {
  return Object.entries(seats).map(([number, count]) => ({
    id: `t${number}`,
    tableNumber: Number(number),
    seats: count,
    partners: new Set(
      pairs.flatMap(([a, b]) => (a === Number(number) ? [`t${b}`] : b === Number(number) ? [`t${a}`] : [])),
    ),
  }));
}

const numbers = (tables: CandidateTable[] | undefined) => tables?.map((t) => t.tableNumber);

describe('assignTables', () => {
  const tables = floor({ 1: 2, 2: 2, 3: 4, 4: 4, 5: 6, 6: 4 }, [
    [1, 2],
    [3, 4],
    [4, 5],
    [3, 6],
    [4, 6],
  ]);

  it('gives the smallest single table that seats the party, the lower number on a tie', () => {
    expect(numbers(assignTables(tables, 1))).toEqual([1]);
    expect(numbers(assignTables(tables, 3))).toEqual([3]);
    expect(numbers(assignTables(tables, 5))).toEqual([5]);
  });

  it('else the combination of fewest tables, then fewest seats, then lowest numbers', () => {
    // 3+4, 3+6 and 4+6 seat 8; 4+5 seats 10.
    expect(numbers(assignTables(tables, 7))).toEqual([3, 4]);
    expect(numbers(assignTables(tables, 10))).toEqual([4, 5]);
    // 3, 4 and 6 are all combinable two by two: twelve seats.
    expect(numbers(assignTables(tables, 12))).toEqual([3, 4, 6]);
  });

  it('never joins tables that are not all combinable with one another', () => {
    // 4+5+6 would seat 14, but 5 and 6 cannot be joined.
    expect(assignTables(tables, 13)).toBeUndefined();
    expect(assignTables([], 2)).toBeUndefined();
  });
});
