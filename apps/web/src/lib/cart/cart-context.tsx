import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { authToken } from '../auth/auth-token';
import {
  cartItemCount,
  cartTotal,
  createCartStore,
  quantityOfDish,
  type CartLine,
  type CartNotice,
  type CartStore,
} from './cart-store';

const CartContext = createContext<CartStore | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  // The cart belongs to whoever is signed in: on a shared device the next person never sees it.
  useEffect(() => authToken.onSignOut(() => store.clear()), [store]);
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export interface CartState {
  lines: CartLine[];
  isOpen: boolean;
  notice: CartNotice | null;
  /** The stored cart has been read (false on the server and during hydration). */
  hydrated: boolean;
  itemCount: number;
  total: number;
  /** How many of this dish the cart holds, whatever their options. */
  quantityOf(foodId: string): number;
  actions: Omit<CartStore, 'subscribe' | 'getSnapshot' | 'getServerSnapshot'>;
}

export function useCart(): CartState {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used inside <CartProvider>');
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return {
    lines: snapshot.lines,
    isOpen: snapshot.isOpen,
    notice: snapshot.notice,
    hydrated: snapshot.hydrated,
    itemCount: cartItemCount(snapshot.lines),
    total: cartTotal(snapshot.lines),
    quantityOf: (foodId) => quantityOfDish(snapshot.lines, foodId),
    actions: store,
  };
}
