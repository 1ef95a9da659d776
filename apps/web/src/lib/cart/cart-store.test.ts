import { CART_STORAGE_KEY } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { cartItemCount, cartTotal, createCartStore } from './cart-store';

const momo = { _id: 'f1', name: 'Chicken Momo', image: null, price: 12.99 };
const lassi = { _id: 'f2', name: 'Mango Lassi', image: null, price: 4.5 };

describe('cart', () => {
  it('adds up quantities of a dish already in the cart', () => {
    const cart = createCartStore();
    cart.add(momo);
    cart.add(momo, 2, 'extra chutney');
    cart.add(lassi);
    const { lines } = cart.getSnapshot();
    expect(lines).toEqual([
      { food: momo, quantity: 3, specialInstructions: 'extra chutney' },
      { food: lassi, quantity: 1 },
    ]);
    expect(cartItemCount(lines)).toBe(4);
    expect(cartTotal(lines)).toBe(43.47);
  });

  it('removes a line when its quantity reaches 0', () => {
    const cart = createCartStore();
    cart.add(momo, 2);
    cart.setQuantity('f1', 0);
    expect(cart.getSnapshot().lines).toEqual([]);
  });

  it('survives a reload through localStorage', async () => {
    const first = createCartStore();
    first.add(lassi, 2);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(1);

    const reloaded = createCartStore();
    const unsubscribe = reloaded.subscribe(() => undefined);
    await Promise.resolve();
    expect(reloaded.getSnapshot().lines).toEqual([{ food: lassi, quantity: 2 }]);
    unsubscribe();
  });

  it('ignores a corrupted stored cart', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    const cart = createCartStore();
    cart.subscribe(() => undefined);
    await Promise.resolve();
    expect(cart.getSnapshot().lines).toEqual([]);
  });
});

describe('cart hydration', () => {
  it('says when the stored cart has been read, even when it was empty', async () => {
    window.localStorage.removeItem(CART_STORAGE_KEY);
    const cart = createCartStore();
    expect(cart.getSnapshot().hydrated).toBe(false);
    cart.subscribe(() => undefined);
    await Promise.resolve();
    expect(cart.getSnapshot()).toEqual({ lines: [], isOpen: false, hydrated: true });
  });
});
