import { describe, expect, it } from 'vitest';
import { orderCodeText, orderMatchesSearch, orderName, orderNameWithCode, orderShortCode } from './order-code';

describe('naming an order', () => {
  it('leads with the number, the short code as secondary text', () => {
    expect(orderName(1014)).toBe('Order 1014');
    expect(orderCodeText(orderShortCode('0123456789abcdef0186d591'))).toBe('code #86D591');
    expect(orderNameWithCode(1014, orderShortCode('0123456789abcdef0186d591', 8))).toBe(
      'Order 1014 · code #0186D591',
    );
  });
});

describe('searching an order list', () => {
  const order = { orderNumber: 1014, code: '86D591' };

  it('finds an order by its number, with or without # or the word Order', () => {
    for (const query of ['1014', '#1014', ' # 1014 ', 'Order 1014', 'order #1014', '101']) {
      expect(orderMatchesSearch(order, query), query).toBe(true);
    }
    expect(orderMatchesSearch(order, '1015')).toBe(false);
    expect(orderMatchesSearch(order, '014')).toBe(false);
  });

  it('still finds an order by its short code, in any case', () => {
    for (const query of ['86D591', '#86d591', 'd59']) expect(orderMatchesSearch(order, query), query).toBe(true);
    expect(orderMatchesSearch(order, '#ZZZ')).toBe(false);
  });

  it('finds every order for an empty search', () => {
    expect(orderMatchesSearch(order, '')).toBe(true);
    expect(orderMatchesSearch(order, '  # ')).toBe(true);
  });
});
