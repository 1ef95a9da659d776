import { ShoppingBag } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { Price } from '../../../components/ui/price';
import { paths } from '../../../config/paths';
import { useCart } from '../../../lib/cart/cart-context';
import { cartLineKey } from '../../../lib/cart/cart-store';
import { CartLine } from './cart-line';
import { OrderingNotice } from '../../../components/ordering-notice';

/** The cart drawer: 'Your Cart', its lines, the total and 'PickUp' to checkout. */
export function CartDrawer() {
  const { lines, isOpen, total, actions } = useCart();
  const empty = lines.length === 0;

  return (
    <Drawer
      open={isOpen}
      onClose={actions.close}
      title="Your Cart"
      footer={
        empty ? undefined : (
          <div className="flex flex-col gap-4">
            <OrderingNotice />
            <div className="flex items-baseline justify-between">
              <span className="font-semibold text-stone-800">Total</span>
              <Price amount={total} className="font-display text-2xl font-bold text-stone-900" />
            </div>
            <ButtonLink to={paths.checkout.href()} onClick={actions.close} size="lg" className="w-full">
              PickUp
            </ButtonLink>
          </div>
        )
      }
    >
      {empty ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600"
          >
            <ShoppingBag className="size-8" />
          </span>
          <p className="font-display text-xl font-semibold text-stone-900">Your cart is empty</p>
          <ButtonLink to={paths.menu.href()} onClick={actions.close} variant="secondary">
            Browse Menu
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-cream-200">
          {lines.map((line) => (
            <CartLine
              key={cartLineKey(line)}
              line={line}
              onQuantityChange={(quantity) => actions.setQuantity(cartLineKey(line), quantity)}
            />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
