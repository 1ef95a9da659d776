import { CART_STORAGE_KEY } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { cartItemCount, cartLineKey, cartTotal, createCartStore, quantityOfDish } from './cart-store';

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

  it('puts a removed line back where it was, with its instructions', () => {
    const cart = createCartStore();
    cart.add(momo, 2, 'extra chutney');
    cart.add(lassi);
    const [removed] = cart.getSnapshot().lines;
    cart.setQuantity('f1', 0);
    cart.restore(removed!, 0);
    expect(cart.getSnapshot().lines).toEqual([
      { food: momo, quantity: 2, specialInstructions: 'extra chutney' },
      { food: lassi, quantity: 1 },
    ]);
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

const curry = { _id: 'f3', name: 'Butter Chicken', image: null, price: 18.5 };
const hot = { group: 'Spice level', name: 'Hot', priceDelta: 0 };
const mild = { group: 'Spice level', name: 'Mild', priceDelta: 0 };
const naan = { group: 'Add-ons', name: 'Extra naan', priceDelta: 3.5 };

describe('cart lines with options', () => {
  it('keeps the same dish with other options on lines of its own, and adds up the same options', () => {
    const cart = createCartStore();
    cart.add({ ...curry, price: 22 }, 1, undefined, { choiceIds: ['hot', 'naan'], options: [hot, naan] });
    cart.add(curry, 2, undefined, { choiceIds: ['mild'], options: [mild] });
    cart.add({ ...curry, price: 22 }, 1, 'well done', { choiceIds: ['naan', 'hot'], options: [hot, naan] });
    const { lines } = cart.getSnapshot();
    expect(lines).toEqual([
      {
        food: { ...curry, price: 22 },
        quantity: 2,
        choiceIds: ['naan', 'hot'],
        options: [hot, naan],
        specialInstructions: 'well done',
      },
      { food: curry, quantity: 2, choiceIds: ['mild'], options: [mild] },
    ]);
    expect(quantityOfDish(lines, 'f3')).toBe(4);
    expect(cartTotal(lines)).toBe(81);
  });

  it('changes and removes one line of a dish without touching its other lines', () => {
    const cart = createCartStore();
    cart.add(curry, 1, undefined, { choiceIds: ['hot'], options: [hot] });
    cart.add(curry, 1, undefined, { choiceIds: ['mild'], options: [mild] });
    cart.add(curry);
    const [hotLine, mildLine, plainLine] = cart.getSnapshot().lines;
    expect(new Set([hotLine, mildLine, plainLine].map((line) => cartLineKey(line!))).size).toBe(3);

    cart.setQuantity(cartLineKey(mildLine!), 3);
    cart.remove(cartLineKey(hotLine!));
    expect(cart.getSnapshot().lines).toEqual([{ ...mildLine, quantity: 3 }, plainLine]);
  });

  it('loads a cart stored before dishes had options, and drops lines whose options are not readable', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { food: momo, quantity: 2 },
        { food: curry, quantity: 1, choiceIds: ['hot'], options: [hot] },
        { food: lassi, quantity: 1, choiceIds: 'hot' },
        { food: lassi, quantity: 1, choiceIds: ['hot'], options: [{ name: 'Hot' }] },
      ]),
    );
    const cart = createCartStore();
    cart.subscribe(() => undefined);
    await Promise.resolve();
    expect(cart.getSnapshot().lines).toEqual([
      { food: momo, quantity: 2 },
      { food: curry, quantity: 1, choiceIds: ['hot'], options: [hot] },
    ]);
  });
});

describe('cart hydration', () => {
  it('says when the stored cart has been read, even when it was empty', async () => {
    window.localStorage.removeItem(CART_STORAGE_KEY);
    const cart = createCartStore();
    expect(cart.getSnapshot().hydrated).toBe(false);
    cart.subscribe(() => undefined);
    await Promise.resolve();
    expect(cart.getSnapshot()).toEqual({ lines: [], isOpen: false, notice: null, hydrated: true });
  });

  it('follows a change another tab made to the stored cart', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ food: momo, quantity: 1 }]));
    const cart = createCartStore();
    const unsubscribe = cart.subscribe(() => undefined);
    await Promise.resolve();
    const lines = [
      { food: momo, quantity: 1 },
      { food: lassi, quantity: 2 },
    ];
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(cart.getSnapshot().lines).toEqual(lines);
    unsubscribe();
  });

  it('takes out only what was ordered, keeping what was added meanwhile', () => {
    const cart = createCartStore();
    cart.add(momo, 1);
    const ordered = cart.getSnapshot().lines;
    cart.add(momo, 2);
    cart.add(lassi);
    cart.removeOrdered(ordered);
    expect(cart.getSnapshot().lines).toEqual([
      { food: momo, quantity: 2 },
      { food: lassi, quantity: 1 },
    ]);
  });

  it('shows a notice while the drawer stays open, and forgets it once closed', () => {
    const cart = createCartStore();
    const notice = {
      title: 'Added 1 item from your order.',
      detail: 'Left out: Mango Lassi (sold out today).',
    };
    cart.openWith(notice);
    expect(cart.getSnapshot()).toMatchObject({ isOpen: true, notice });
    cart.close();
    cart.open();
    expect(cart.getSnapshot()).toMatchObject({ isOpen: true, notice: null });
  });
});
