import { CART_STORAGE_KEY, linesTotalCents, toDollars, type OrderLineOption } from '@flame/shared';
import { storage } from '../storage';

export interface CartFood {
  _id: string;
  name: string;
  image: string | null;
  /** Price after discount, in dollars, with the line's options: what the customer pays for one. */
  price: number;
  /**
   * Price before the discount, with the line's options at their own prices: struck through before `price` on a
   * deal. Absent in carts stored before it was kept (the line then shows `price` alone until the menu is read).
   */
  listPrice?: number;
}

export interface CartLine {
  food: CartFood;
  quantity: number;
  specialInstructions?: string;
  /** The chosen options' ids, sent with the order (absent in carts stored before dishes had options). */
  choiceIds?: string[];
  /** The chosen options as they were when added (names and prices), to show on the line. */
  options?: OrderLineOption[];
}

/**
 * What makes a line one line: the dish and its chosen options (in any order). The same dish with other
 * options is another line; adding it again with the same options adds to the quantity.
 */
export function cartLineKey(line: Pick<CartLine, 'food' | 'choiceIds'>): string {
  return [line.food._id, ...[...new Set(line.choiceIds ?? [])].sort()].join('|');
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isOptionList = (value: unknown): value is OrderLineOption[] =>
  Array.isArray(value) &&
  value.every(
    (option: Partial<OrderLineOption> | null) =>
      typeof option?.group === 'string' &&
      typeof option.name === 'string' &&
      typeof option.priceDelta === 'number',
  );

/** A stored line the cart can use: a dish, a quantity, and options (if any) of the right shape. */
function isStoredLine(line: unknown): line is CartLine {
  if (typeof line !== 'object' || line === null) return false;
  const { food, quantity, choiceIds, options } = line as Partial<CartLine>;
  return (
    typeof food?._id === 'string' &&
    Number.isInteger(quantity) &&
    quantity! > 0 &&
    (choiceIds === undefined || isStringList(choiceIds)) &&
    (options === undefined || isOptionList(options))
  );
}

/** A message the drawer shows at its top while open, such as what 'Order again' added and left out. */
export interface CartNotice {
  title: string;
  detail: string | null;
}

export interface CartSnapshot {
  lines: CartLine[];
  isOpen: boolean;
  /** Shown while the drawer stays open; closing it ends the notice. */
  notice: CartNotice | null;
  /** False until the stored cart has been read (after hydration): an empty cart before that means nothing. */
  hydrated: boolean;
}

const EMPTY: CartSnapshot = { lines: [], isOpen: false, notice: null, hydrated: false };

function readStoredLines(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isStoredLine);
  } catch {
    return [];
  }
}

/**
 * The cart, kept in localStorage so it survives a reload.
 * The server render and the first client render see an empty cart; the stored one appears after hydration.
 */
export function createCartStore() {
  let snapshot: CartSnapshot = EMPTY;
  let loaded = false;
  const listeners = new Set<() => void>();

  const emit = (next: CartSnapshot) => {
    snapshot = next;
    if (next.lines !== EMPTY.lines) storage.set(CART_STORAGE_KEY, JSON.stringify(next.lines));
    listeners.forEach((listener) => listener());
  };
  const setLines = (lines: CartLine[]) => emit({ ...snapshot, lines });

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!loaded && typeof window !== 'undefined') {
        loaded = true;
        const lines = readStoredLines();
        queueMicrotask(() =>
          emit({ ...snapshot, lines: lines.length > 0 ? lines : snapshot.lines, hydrated: true }),
        );
        // Another tab changed the cart: this one shows (and later orders) what the cart holds now.
        window.addEventListener('storage', (event) => {
          if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
          snapshot = { ...snapshot, lines: readStoredLines() };
          listeners.forEach((listener) => listener());
        });
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY,
    /** Adds a dish with its chosen options; the same dish with the same options adds to that line. */
    add(
      food: CartFood,
      quantity = 1,
      specialInstructions?: string,
      chosen: { choiceIds: string[]; options: OrderLineOption[] } = { choiceIds: [], options: [] },
    ) {
      const added: CartLine = {
        food,
        quantity,
        ...(chosen.choiceIds.length > 0 ? { choiceIds: chosen.choiceIds, options: chosen.options } : {}),
      };
      const key = cartLineKey(added);
      const existing = snapshot.lines.find((line) => cartLineKey(line) === key);
      const instructions = specialInstructions?.trim() || undefined;
      setLines(
        existing
          ? snapshot.lines.map((line) =>
              line === existing
                ? {
                    ...added,
                    quantity: line.quantity + quantity,
                    ...withInstructions(instructions ?? line.specialInstructions),
                  }
                : line,
            )
          : [...snapshot.lines, { ...added, ...withInstructions(instructions) }],
      );
    },
    /** Sets the quantity of the line with this key (`cartLineKey`); 0 removes it. */
    setQuantity(lineKey: string, quantity: number) {
      setLines(
        quantity <= 0
          ? snapshot.lines.filter((line) => cartLineKey(line) !== lineKey)
          : snapshot.lines.map((line) => (cartLineKey(line) === lineKey ? { ...line, quantity } : line)),
      );
    },
    /** Puts a removed line back at its place in the list: the undo of a removal. */
    restore(line: CartLine, index: number) {
      const others = snapshot.lines.filter((other) => cartLineKey(other) !== cartLineKey(line));
      setLines([...others.slice(0, index), line, ...others.slice(index)]);
    },
    remove(lineKey: string) {
      setLines(snapshot.lines.filter((line) => cartLineKey(line) !== lineKey));
    },
    /**
     * Takes the lines just ordered out of the cart, leaving what was added meanwhile (in another tab): a line
     * keeps the quantity beyond what was ordered.
     */
    removeOrdered(ordered: readonly CartLine[]) {
      const orderedQuantity = new Map(ordered.map((line) => [cartLineKey(line), line.quantity]));
      setLines(
        snapshot.lines.flatMap((line) => {
          const left = line.quantity - (orderedQuantity.get(cartLineKey(line)) ?? 0);
          return left > 0 ? [{ ...line, quantity: left }] : [];
        }),
      );
    },
    clear() {
      setLines([]);
    },
    open: () => emit({ ...snapshot, isOpen: true }),
    /** Opens the drawer with a notice at its top. */
    openWith: (notice: CartNotice) => emit({ ...snapshot, isOpen: true, notice }),
    close: () => emit({ ...snapshot, isOpen: false, notice: null }),
    toggle: () => emit({ ...snapshot, isOpen: !snapshot.isOpen, notice: null }),
  };
}

const withInstructions = (instructions: string | undefined) =>
  instructions ? { specialInstructions: instructions } : {};

export type CartStore = ReturnType<typeof createCartStore>;

export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** How many of this dish the cart holds, whatever their options. */
export function quantityOfDish(lines: readonly CartLine[], foodId: string): number {
  return lines.reduce((sum, line) => sum + (line.food._id === foodId ? line.quantity : 0), 0);
}

/** Sum of price × quantity, in dollars. */
export function cartTotal(lines: readonly CartLine[]): number {
  return toDollars(
    linesTotalCents(lines.map((line) => ({ unitPrice: line.food.price, quantity: line.quantity }))),
  );
}
