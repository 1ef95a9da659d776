import { ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFoods } from '../../../api/foods';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { Price } from '../../../components/ui/price';
import { paths } from '../../../config/paths';
import { useCart } from '../../../lib/cart/cart-context';
import { cartLineKey, type CartLine as CartLineData } from '../../../lib/cart/cart-store';
import { CartLine } from './cart-line';
import { OrderingNotice } from '../../../components/ordering-notice';
import {
  checkoutLinePrice,
  checkoutLines,
  checkoutTotal,
  REMOVE_UNAVAILABLE,
} from '../../../lib/cart/checkout-lines';

/**
 * The cart drawer: 'Your Cart', its lines, the total and 'PickUp' to checkout. A line taken to 0 leaves with
 * an 'Undo' that takes the focus (the minus button it had is gone) and puts it back with its options and
 * instructions. Lines are checked against today's menu as at checkout: one that cannot be ordered (sold out
 * today) is struck out, left out of the total, and 'PickUp' waits until it is removed. A notice (what 'Order
 * again' added and left out) shows at the top until the drawer closes.
 */
export function CartDrawer() {
  const { lines, isOpen, notice, actions } = useCart();
  const empty = lines.length === 0;
  const menu = useFoods({ enabled: isOpen && !empty });
  const checked = checkoutLines(lines, menu.data, []);
  const total = checkoutTotal(checked.filter((line) => !line.problem));
  const blocked = checked.some((line) => line.problem);
  const [removed, setRemoved] = useState<{ line: CartLineData; index: number } | null>(null);
  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);
  // Closing the drawer ends the chance to undo: a reopened drawer starts without the notice.
  const [openBefore, setOpenBefore] = useState(isOpen);
  if (openBefore !== isOpen) {
    setOpenBefore(isOpen);
    if (!isOpen) {
      setRemoved(null);
      setRestoredKey(null);
    }
  }

  const removedNotice = removed && (
    <p
      role="status"
      className="mb-2 flex items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 text-sm text-stone-700 ring-1 ring-cream-200"
    >
      <span className="min-w-0 break-words">{removed.line.food.name} removed from your cart.</span>
      <button
        ref={undoRef}
        type="button"
        onClick={() => {
          actions.restore(removed.line, removed.index);
          setRestoredKey(cartLineKey(removed.line));
          setRemoved(null);
        }}
        className="shrink-0 rounded-full px-3 py-1 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
      >
        Undo
      </button>
    </p>
  );

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
            {blocked ? (
              <>
                <Banner tone="info">{REMOVE_UNAVAILABLE}</Banner>
                <Button size="lg" className="w-full" disabled>
                  PickUp
                </Button>
              </>
            ) : (
              <ButtonLink to={paths.checkout.href()} onClick={actions.close} size="lg" className="w-full">
                PickUp
              </ButtonLink>
            )}
          </div>
        )
      }
    >
      {notice && (
        <Banner tone={notice.detail ? 'info' : 'success'} title={notice.title} className="mb-3">
          {notice.detail}
        </Banner>
      )}
      {removedNotice}
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
          {checked.map((checkedLine, index) => {
            const { line, problem, chooseAgain } = checkedLine;
            return (
              <CartLine
                key={cartLineKey(line)}
                line={line}
                price={checkoutLinePrice(checkedLine)}
                problem={problem}
                chooseAgain={chooseAgain}
                focusOnMount={cartLineKey(line) === restoredKey}
                onQuantityChange={(quantity) => {
                  setRemoved(quantity <= 0 ? { line, index } : null);
                  actions.setQuantity(cartLineKey(line), quantity);
                }}
              />
            );
          })}
        </ul>
      )}
    </Drawer>
  );
}
