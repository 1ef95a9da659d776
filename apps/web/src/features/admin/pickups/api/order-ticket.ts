import type { Order, OrderItem } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApi } from '../../../../lib/api-context';
import { pickupsQueryKey } from './pickups';

/** A dish option chosen for an order line ('Spice level: Hot', +$1.00), on orders whose dishes offer them. */
export interface TicketItemOption {
  group: string;
  name: string;
  priceDelta: number;
}

/** An order line as the ticket prints it: options only where the order carries them. */
export type TicketItem = OrderItem & { options?: TicketItemOption[] };
export type TicketOrder = Omit<Order, 'items'> & { items: TicketItem[] };

/** Under the board's key: whatever refreshes the board refreshes an open ticket too. */
export const orderTicketQueryKey = (orderId: string) => [...pickupsQueryKey, 'ticket', orderId] as const;

/** `GET /api/orders/{id}`: the whole order, which the restaurant's owner may read. */
export function getOrderTicket(api: ApiClient, orderId: string): Promise<TicketOrder> {
  return api.get<TicketOrder>(`/orders/${encodeURIComponent(orderId)}`);
}

export const orderTicketQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({ queryKey: orderTicketQueryKey(orderId), queryFn: () => getOrderTicket(api, orderId) });

export function useOrderTicket(orderId: string) {
  return useQuery(orderTicketQueryOptions(useApi(), orderId));
}
