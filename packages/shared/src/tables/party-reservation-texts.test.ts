import { describe, expect, it } from 'vitest';
import { reservationTablesText, tablesTerm, tablesText } from './party-reservation-texts';

describe('tablesText', () => {
  it('names one table, two, or a longer combination', () => {
    expect(tablesText([4])).toBe('Table 4');
    expect(tablesText([3, 4])).toBe('Tables 3 and 4');
    expect(tablesText([1, 2, 3])).toBe('Tables 1, 2 and 3');
  });
});

describe("a reservation's tables", () => {
  const at = (...tableNumbers: number[]) => ({
    tables: tableNumbers.map((tableNumber) => ({ _id: `t${tableNumber}`, tableNumber })),
  });

  it('names every table it holds, under the word that fits', () => {
    expect([tablesTerm(at(4)), reservationTablesText(at(4))]).toEqual(['Table', 'Table 4']);
    expect([tablesTerm(at(3, 4)), reservationTablesText(at(3, 4))]).toEqual(['Tables', 'Tables 3 and 4']);
    expect(reservationTablesText(at(3, 4, 10))).toBe('Tables 3, 4 and 10');
  });
});
