import { lazy, Suspense } from 'react';
import { useCart } from '../../lib/cart/cart-context';

/** The drawer's code, fetched when the cart is first opened (or about to be), not with every page. */
export const loadCartDrawer = () => import('../../features/cart/components/cart-drawer');

const CartDrawer = lazy(() => loadCartDrawer().then((module) => ({ default: module.CartDrawer })));

/** The cart drawer of the main layout; closed (and so absent) on the server and until first opened. */
export function CartDrawerSlot() {
  const { isOpen } = useCart();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
