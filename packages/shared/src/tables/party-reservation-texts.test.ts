import { describe, expect, it } from 'vitest';
import { tablesText } from './party-reservation-texts';

describe('tablesText', () => {
  it('names one table, two, or a longer combination', () => {
    expect(tablesText([4])).toBe('Table 4');
    expect(tablesText([3, 4])).toBe('Tables 3 and 4');
    expect(tablesText([1, 2, 3])).toBe('Tables 1, 2 and 3');
  });
});
