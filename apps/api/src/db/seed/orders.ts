import { addDaysToIsoDate, discountedCents, zonedInstant, zonedToday } from '@flame/shared';
import type { orderEvents, orderItems, orders, reviews, trackings } from '../schema';
import type { CustomerKey } from './customers';
import type { FoodKey } from './foods';
import { PAST_ORDERS, UPCOMING_ORDER, type OrderLinePlan } from './order-plans';
import { addMinutes } from './time';

type OrderInsert = typeof orders.$inferInsert;
type OrderItemInsert = typeof orderItems.$inferInsert;
type OrderEventInsert = typeof orderEvents.$inferInsert;
type TrackingInsert = typeof trackings.$inferInsert;
type ReviewInsert = typeof reviews.$inferInsert;

const MESSAGES = {
  pending: 'Order placed',
  confirmed: 'Order confirmed by the restaurant',
  preparing: 'The kitchen is preparing your order',
  ready: 'Your order is ready for pickup',
  completed: 'Order picked up. Enjoy your meal!',
  cancelled: 'Order cancelled by the customer',
} as const;

export interface SeedCustomer {
  id: string;
  name: string;
  phone: string;
}

export interface SeedDish {
  id: string;
  name: string;
  image: string;
  priceCents: number;
  discount: number;
}

export interface OrderSeedContext {
  restaurantId: string;
  customers: Record<CustomerKey, SeedCustomer>;
  dishes: ReadonlyMap<FoodKey, SeedDish>;
  now: Date;
  timeZone: string;
  newId: () => string;
}

export interface OrderSeedRows {
  orders: OrderInsert[];
  items: OrderItemInsert[];
  events: OrderEventInsert[];
  trackings: TrackingInsert[];
  reviews: ReviewInsert[];
  /** Per reviewed dish: the sum and count of the ratings of the reviewed orders that hold it. */
  ratings: Map<FoodKey, { sum: number; count: number }>;
}

/** The rows of every seeded order: lines priced like the server prices them, status history, tracking, review. */
export function buildOrderRows(ctx: OrderSeedContext): OrderSeedRows {
  const rows: OrderSeedRows = {
    orders: [],
    items: [],
    events: [],
    trackings: [],
    reviews: [],
    ratings: new Map(),
  };
  const today = zonedToday(ctx.now, ctx.timeZone);

  const addOrder = (
    customer: SeedCustomer,
    lines: readonly OrderLinePlan[],
    timeline: readonly { status: keyof typeof MESSAGES; at: Date }[],
    pickupTime: Date,
  ): string => {
    const orderId = ctx.newId();
    let totalCents = 0;
    for (const line of lines) {
      const dish = dishOf(ctx, line.food);
      const unitPriceCents = discountedCents(dish.priceCents, dish.discount);
      totalCents += unitPriceCents * line.quantity;
      rows.items.push({
        id: ctx.newId(),
        orderId,
        foodId: dish.id,
        name: dish.name,
        image: dish.image,
        unitPriceCents,
        originalPriceCents: dish.priceCents,
        discount: dish.discount,
        quantity: line.quantity,
        specialInstructions: line.note ?? null,
      });
    }
    const first = timeline[0]!;
    const last = timeline[timeline.length - 1]!;
    rows.orders.push({
      id: orderId,
      userId: customer.id,
      restaurantId: ctx.restaurantId,
      status: last.status,
      paymentStatus: last.status === 'completed' ? 'paid' : 'pending',
      paymentMethod: 'pay at restaurant',
      phone: customer.phone,
      pickupTime,
      totalCents,
      createdAt: first.at,
      updatedAt: last.at,
    });
    for (const step of timeline) {
      rows.events.push({
        id: ctx.newId(),
        orderId,
        status: step.status,
        message: MESSAGES[step.status],
        createdAt: step.at,
      });
    }
    rows.trackings.push({ orderId, updatedAt: last.at });
    return orderId;
  };

  for (const plan of PAST_ORDERS) {
    const customer = ctx.customers[plan.customer];
    const pickupTime = zonedInstant(addDaysToIsoDate(today, -plan.daysAgo), plan.pickupAt, ctx.timeZone);
    const placedAt = addMinutes(pickupTime, -150);
    const timeline =
      plan.status === 'completed'
        ? ([
            { status: 'pending', at: placedAt },
            { status: 'confirmed', at: addMinutes(placedAt, 4) },
            { status: 'preparing', at: addMinutes(pickupTime, -30) },
            { status: 'ready', at: addMinutes(pickupTime, -4) },
            { status: 'completed', at: addMinutes(pickupTime, 7) },
          ] as const)
        : ([
            { status: 'pending', at: placedAt },
            { status: 'cancelled', at: addMinutes(placedAt, 18) },
          ] as const);
    const orderId = addOrder(customer, plan.lines, timeline, pickupTime);
    if (plan.review) {
      rows.reviews.push({
        id: ctx.newId(),
        orderId,
        userId: customer.id,
        restaurantId: ctx.restaurantId,
        authorName: customer.name,
        rating: plan.review.rating,
        text: plan.review.text,
        createdAt: addMinutes(pickupTime, 180),
      });
      for (const food of new Set(plan.lines.map((line) => line.food))) {
        const rating = rows.ratings.get(food) ?? { sum: 0, count: 0 };
        rows.ratings.set(food, { sum: rating.sum + plan.review.rating, count: rating.count + 1 });
      }
    }
  }

  const upcoming = UPCOMING_ORDER;
  const pickupTime = zonedInstant(addDaysToIsoDate(today, 1), upcoming.pickupAt, ctx.timeZone);
  const placedAt = addMinutes(ctx.now, -upcoming.placedMinutesAgo);
  // Accepted: a pending order would start the escalation clocks (an email, then a pause) on a fresh demo.
  addOrder(
    ctx.customers[upcoming.customer],
    upcoming.lines,
    [
      { status: 'pending', at: placedAt },
      { status: 'confirmed', at: addMinutes(placedAt, 2) },
    ],
    pickupTime,
  );

  return rows;
}

function dishOf(ctx: OrderSeedContext, key: FoodKey): SeedDish {
  const dish = ctx.dishes.get(key);
  if (!dish) throw new Error(`Seed order names an unknown dish: ${key}`);
  return dish;
}
