import { orderMatchesSearch, orderShortCode, type Order } from '@flame/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { OrderCard } from './order-card';

/**
 * The customer's order cards under a search that finds an order by its number ('1014', '#1014') or its short
 * code; when nothing matches, says so with the search typed and a way back to every order.
 */
export function OrderList({ orders, timeZone }: { orders: readonly Order[]; timeZone: string | undefined }) {
  const [query, setQuery] = useState('');
  const shown = orders.filter((order) =>
    orderMatchesSearch({ orderNumber: order.orderNumber, code: orderShortCode(order._id) }, query),
  );
  return (
    <>
      <SearchBox
        value={query}
        onChange={setQuery}
        label="Search your orders by number or code"
        placeholder="Order number or code"
        className="mb-6 w-full sm:max-w-sm"
      />
      {shown.length === 0 ? (
        <div
          role="status"
          className="rounded-card bg-white p-6 text-stone-700 shadow-card ring-1 ring-cream-200"
        >
          <p>No order has the number or code “{query.trim()}”.</p>
          <Button variant="secondary" onClick={() => setQuery('')} className="mt-4">
            Show all orders
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {shown.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
