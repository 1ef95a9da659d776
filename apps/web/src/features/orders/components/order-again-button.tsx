import type { Order } from '@flame/shared';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { foodsQueryOptions } from '../../../api/foods';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useCart } from '../../../lib/cart/cart-context';
import { orderAgain, orderAgainNotice } from '../../../lib/cart/order-again';

/**
 * 'Order again': the order's lines, checked against the public menu as it is now (read afresh), go into the
 * cart with their options and instructions, and the cart opens saying what was added and naming every dish
 * left out and why. The server checks and prices everything again at checkout.
 */
export function OrderAgainButton({ order, className = '' }: { order: Order; className?: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { actions } = useCart();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const menu = await queryClient.fetchQuery({ ...foodsQueryOptions(api), staleTime: 0 });
      const again = orderAgain(order.items, menu);
      for (const line of again.lines) {
        actions.add(line.food, line.quantity, line.specialInstructions, {
          choiceIds: line.choiceIds ?? [],
          options: line.options ?? [],
        });
      }
      actions.openWith(orderAgainNotice(again));
    } catch (error) {
      setFailure(errorMessage(error, 'Could not load the menu. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`flex flex-col gap-2 ${className}`.trim()}>
      <Button variant="secondary" size="sm" busy={busy} onClick={() => void run()}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Order again
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
