import { describe, expect, it } from 'vitest';
import { changeText } from './week-change';

describe('changeText', () => {
  it('compares a week with the last', () => {
    expect(changeText(112, 100)).toBe('+12%');
    expect(changeText(95, 100)).toBe('−5%');
    expect(changeText(100, 100)).toBe('no change');
    expect(changeText(50, 0)).toBeNull();
  });
});
