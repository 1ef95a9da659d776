import { ShoppingBag } from 'lucide-react';
import { useCart } from '../../lib/cart/cart-context';
import { loadCartDrawer } from './cart-drawer-slot';

/** Opens the cart drawer; a badge shows the item count when above 0 (placed over the icon, so nothing moves). */
export function CartButton() {
  const { itemCount, actions } = useCart();
  const label = itemCount > 0 ? `Open cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}` : 'Open cart';
  return (
    <button
      type="button"
      onClick={actions.open}
      onPointerEnter={() => void loadCartDrawer()}
      onFocus={() => void loadCartDrawer()}
      aria-label={label}
      aria-haspopup="dialog"
      className="relative grid size-10 shrink-0 place-items-center rounded-full text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700"
    >
      <ShoppingBag aria-hidden="true" className="size-6" />
      {itemCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums ring-2 ring-cream-50"
        >
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </button>
  );
}
