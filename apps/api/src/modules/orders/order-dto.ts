import { estimatedPickupTime, toDollars, type Order } from '@flame/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderChanges, orderEvents, orderItems, reviews, users, type orders } from '../../db/schema';
import { readTogether } from '../../db/read-together';

export type OrderRow = typeof orders.$inferSelect;
type Executor = Pick<Database, 'select'>;

/** What an order's answer shows besides its row, when the caller has it at hand already (a new order). */
export interface KnownOrderParts {
  items: (typeof orderItems.$inferSelect)[];
  events: (typeof orderEvents.$inferSelect)[];
  reviews: (typeof reviews.$inferSelect)[];
  customers: { id: string; name: string }[];
  /** The changes of its lines (none for a new order). */
  changes?: (typeof orderChanges.$inferSelect)[];
}

/** Orders as the API shows them, with their lines, status history, review and customer name (batched). */
export async function toOrderDtos(
  db: Executor,
  rows: readonly OrderRow[],
  known?: KnownOrderParts,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.userId).filter((id): id is string => id !== null))];
  const [items, events, reviewRows, customers, changes] = known
    ? [known.items, known.events, known.reviews, known.customers, known.changes ?? []]
    : await readTogether(db, [
        () =>
          db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
        () =>
          db
            .select()
            .from(orderEvents)
            .where(inArray(orderEvents.orderId, ids))
            .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
        () => db.select().from(reviews).where(inArray(reviews.orderId, ids)),
        () =>
          userIds.length
            ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
            : Promise.resolve([]),
        () =>
          db
            .select()
            .from(orderChanges)
            .where(inArray(orderChanges.orderId, ids))
            .orderBy(asc(orderChanges.createdAt), asc(orderChanges.id)),
      ]);
  const names = new Map(customers.map((customer) => [customer.id, customer.name]));

  return rows.map((row): Order => {
    const review = reviewRows.find((r) => r.orderId === row.id);
    return {
      _id: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
      phone: row.phone,
      total: toDollars(row.totalCents),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      pickupTime: row.pickupTime.toISOString(),
      estimatedDeliveryTime: estimatedPickupTime(row.status, row.pickupTime),
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          _id: item.id,
          food: {
            _id: item.foodId,
            name: item.name,
            price: toDollars(item.unitPriceCents),
            image: item.image,
          },
          quantity: item.quantity,
          specialInstructions: item.specialInstructions,
          originalPrice: toDollars(item.originalPriceCents),
          discount: item.discount,
          lineTotal: toDollars(item.unitPriceCents * item.quantity),
          options: item.options.map((option) => ({
            group: option.group,
            name: option.name,
            priceDelta: toDollars(option.priceDeltaCents),
          })),
        })),
      review: review
        ? { rating: review.rating, text: review.text, createdAt: review.createdAt.toISOString() }
        : null,
      // A staff order names the customer it was taken for; an online one its account.
      user: { name: row.customerName || (row.userId && names.get(row.userId)) || 'Guest' },
      // Read only where the customer reads one order (`confirmationNoticeOf`): lists do not show it.
      confirmationNotice: null,
      statusHistory: events
        .filter((event) => event.orderId === row.id)
        .map((event) => ({
          status: event.status,
          message: event.message,
          timestamp: event.createdAt.toISOString(),
        })),
      cancellationReason: row.cancellationReason,
      cancelledBy: row.cancelledBy,
      source: row.source,
      version: row.version,
      adjustment:
        row.adjustmentCents > 0
          ? { amount: toDollars(row.adjustmentCents), reason: row.adjustmentReason ?? '' }
          : null,
      history: changes
        .filter((change) => change.orderId === row.id)
        .map((change) => ({ at: change.createdAt.toISOString(), by: change.by, lines: change.lines })),
      // As `customerEmailOf` picks the recipient: an account always has an email.
      changesEmailed: row.userId !== null || Boolean(row.customerEmail),
    };
  });
}

export async function toOrderDto(db: Executor, row: OrderRow, known?: KnownOrderParts): Promise<Order> {
  const [order] = await toOrderDtos(db, [row], known);
  return order!;
}
