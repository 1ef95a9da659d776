import { CART_STORAGE_KEY } from '@flame/shared';
import { storage } from '../storage';

export interface CartFood {
  _id: string;
  name: string;
  image: string | null;
  /** Price after discount, in dollars: what the customer pays for one. */
  price: number;
}

export interface CartLine {
  food: CartFood;
  quantity: number;
  specialInstructions?: string;
}

export interface CartSnapshot {
  lines: CartLine[];
  isOpen: boolean;
  /** False until the stored cart has been read (after hydration): an empty cart before that means nothing. */
  hydrated: boolean;
}

const EMPTY: CartSnapshot = { lines: [], isOpen: false, hydrated: false };

function readStoredLines(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (line): line is CartLine =>
        typeof line === 'object' &&
        line !== null &&
        typeof (line as CartLine).food?._id === 'string' &&
        Number.isInteger((line as CartLine).quantity) &&
        (line as CartLine).quantity > 0,
    );
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
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY,
    add(food: CartFood, quantity = 1, specialInstructions?: string) {
      const existing = snapshot.lines.find((line) => line.food._id === food._id);
      const instructions = specialInstructions?.trim() || undefined;
      setLines(
        existing
          ? snapshot.lines.map((line) =>
              line === existing
                ? {
                    food,
                    quantity: line.quantity + quantity,
                    specialInstructions: instructions ?? line.specialInstructions,
                  }
                : line,
            )
          : [
              ...snapshot.lines,
              { food, quantity, ...(instructions ? { specialInstructions: instructions } : {}) },
            ],
      );
    },
    setQuantity(foodId: string, quantity: number) {
      setLines(
        quantity <= 0
          ? snapshot.lines.filter((line) => line.food._id !== foodId)
          : snapshot.lines.map((line) => (line.food._id === foodId ? { ...line, quantity } : line)),
      );
    },
    remove(foodId: string) {
      setLines(snapshot.lines.filter((line) => line.food._id !== foodId));
    },
    clear() {
      setLines([]);
    },
    open: () => emit({ ...snapshot, isOpen: true }),
    close: () => emit({ ...snapshot, isOpen: false }),
    toggle: () => emit({ ...snapshot, isOpen: !snapshot.isOpen }),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Sum of price × quantity, rounded to the cent. */
export function cartTotal(lines: readonly CartLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.food.price * 100 * line.quantity, 0)) / 100;
}
