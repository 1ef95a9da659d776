import { discountedCents } from '@flame/shared';
import type { orderEvents, orderItems, orders, reviews, trackings } from '../schema';
import type { CustomerKey } from './customers';
import type { FoodKey } from './foods';
import { addCalendarDays, addMinutes, clock, zonedCalendarDate, zonedInstant } from './time';

type OrderInsert = typeof orders.$inferInsert;
type OrderItemInsert = typeof orderItems.$inferInsert;
type OrderEventInsert = typeof orderEvents.$inferInsert;
type TrackingInsert = typeof trackings.$inferInsert;
type ReviewInsert = typeof reviews.$inferInsert;

interface OrderLinePlan {
  food: FoodKey;
  quantity: number;
  note?: string;
}

interface OrderPlan {
  customer: CustomerKey;
  /** Pickup day, counted back from today in the restaurant's time zone. */
  daysAgo: number;
  /** Pickup time, minutes after midnight in the restaurant's time zone (inside opening hours every day). */
  pickupAt: number;
  status: 'completed' | 'cancelled';
  lines: readonly OrderLinePlan[];
  review?: { rating: number; text: string };
}

/** Past orders, oldest first, so order numbers grow with time. */
const PAST_ORDERS: readonly OrderPlan[] = [
  { customer: 'priya', daysAgo: 58, pickupAt: clock(12, 30), status: 'completed',
    lines: [{ food: 'chicken-momo', quantity: 2, note: 'Extra achar, please' }, { food: 'mango-lassi', quantity: 1 }],
    review: { rating: 5, text: "The best chicken momos I've had outside Kathmandu. Juicy, delicate wrappers and a proper smoky tomato achar." } },
  { customer: 'marcus', daysAgo: 52, pickupAt: clock(18, 45), status: 'completed',
    lines: [{ food: 'butter-chicken', quantity: 1 }, { food: 'garlic-naan', quantity: 2 }, { food: 'jeera-rice', quantity: 1 }],
    review: { rating: 5, text: 'Rich, smoky butter chicken and pillowy garlic naan. The order was ready right on time.' } },
  { customer: 'demo', daysAgo: 47, pickupAt: clock(19, 0), status: 'completed',
    lines: [{ food: 'chicken-dum-biryani', quantity: 1 }, { food: 'cucumber-raita', quantity: 1 }],
    review: { rating: 4, text: 'Fragrant biryani with tender chicken and lovely saffron rice. I would happily take a bit more raita.' } },
  { customer: 'anjali', daysAgo: 41, pickupAt: clock(13, 15), status: 'completed',
    lines: [{ food: 'newari-khaja-set', quantity: 1 }, { food: 'masala-chai', quantity: 2 }],
    review: { rating: 5, text: 'Tastes just like home in Patan. The choila has real heat and the beaten rice was perfectly crisp.' } },
  { customer: 'daniel', daysAgo: 36, pickupAt: clock(18, 0), status: 'completed',
    lines: [{ food: 'chilli-chicken', quantity: 1 }, { food: 'veg-hakka-noodles', quantity: 1 }, { food: 'gobi-manchurian', quantity: 1 }],
    review: { rating: 3, text: 'Great flavours, but the noodles had gone a little soft by the time I got them home.' } },
  { customer: 'demo', daysAgo: 30, pickupAt: clock(12, 0), status: 'completed',
    lines: [{ food: 'jhol-momo', quantity: 1 }, { food: 'chicken-thukpa', quantity: 1, note: 'Medium spicy' }],
    review: { rating: 5, text: 'That sesame-tomato broth on the jhol momo is addictive. Perfect on a rainy day.' } },
  { customer: 'daniel', daysAgo: 26, pickupAt: clock(19, 30), status: 'cancelled',
    lines: [{ food: 'lamb-rogan-josh', quantity: 1 }, { food: 'tandoori-roti', quantity: 2 }] },
  { customer: 'marcus', daysAgo: 21, pickupAt: clock(18, 30), status: 'completed',
    lines: [{ food: 'goat-sekuwa', quantity: 2 }, { food: 'kachumber-salad', quantity: 1 }],
    review: { rating: 4, text: 'Smoky sekuwa with a beautiful char, and the kachumber kept it fresh. Bring napkins.' } },
  { customer: 'anjali', daysAgo: 15, pickupAt: clock(12, 45), status: 'completed',
    lines: [{ food: 'veg-momo', quantity: 2 }, { food: 'aloo-tama-bodi', quantity: 1 }],
    review: { rating: 4, text: 'Lovely veg momos and a tangy aloo tama. The spice level was spot on.' } },
  { customer: 'priya', daysAgo: 10, pickupAt: clock(19, 15), status: 'completed',
    lines: [
      { food: 'paneer-tikka', quantity: 1 },
      { food: 'palak-paneer', quantity: 1 },
      { food: 'butter-naan', quantity: 2 },
      { food: 'nimbu-soda', quantity: 1 },
    ],
    review: { rating: 3, text: 'The paneer tikka was excellent, but the palak paneer was milder than I expected.' } },
  { customer: 'demo', daysAgo: 6, pickupAt: clock(18, 0), status: 'completed',
    lines: [{ food: 'butter-chicken-combo', quantity: 2 }, { food: 'mango-lassi', quantity: 2 }],
    review: { rating: 5, text: 'Date night sorted. The combo is great value and the mango lassi is dangerously good.' } },
  { customer: 'demo', daysAgo: 3, pickupAt: clock(12, 30), status: 'completed',
    lines: [{ food: 'vegetable-samosa', quantity: 1 }, { food: 'chicken-65', quantity: 1 }, { food: 'nimbu-soda', quantity: 2 }] },
];

/** The demo customer's upcoming order: placed a few minutes ago, for pickup tomorrow. */
const UPCOMING_ORDER = {
  customer: 'demo',
  pickupAt: clock(12, 30),
  placedMinutesAgo: 12,
  lines: [
    { food: 'chicken-momo', quantity: 1 },
    { food: 'veg-momo', quantity: 1, note: 'Achar on the side' },
    { food: 'masala-chai', quantity: 2 },
  ],
} as const satisfies { customer: CustomerKey; pickupAt: number; placedMinutesAgo: number; lines: readonly OrderLinePlan[] };

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
  const rows: OrderSeedRows = { orders: [], items: [], events: [], trackings: [], reviews: [], ratings: new Map() };
  const today = zonedCalendarDate(ctx.now, ctx.timeZone);

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
      rows.events.push({ id: ctx.newId(), orderId, status: step.status, message: MESSAGES[step.status], createdAt: step.at });
    }
    rows.trackings.push({ orderId, estimatedTime: pickupTime, updatedAt: last.at });
    return orderId;
  };

  for (const plan of PAST_ORDERS) {
    const customer = ctx.customers[plan.customer];
    const pickupTime = zonedInstant(addCalendarDays(today, -plan.daysAgo), plan.pickupAt, ctx.timeZone);
    const placedAt = addMinutes(pickupTime, -150);
    const timeline =
      plan.status === 'completed'
        ? [
            { status: 'pending', at: placedAt },
            { status: 'confirmed', at: addMinutes(placedAt, 4) },
            { status: 'preparing', at: addMinutes(pickupTime, -30) },
            { status: 'ready', at: addMinutes(pickupTime, -4) },
            { status: 'completed', at: addMinutes(pickupTime, 7) },
          ] as const
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
  const pickupTime = zonedInstant(addCalendarDays(today, 1), upcoming.pickupAt, ctx.timeZone);
  const placedAt = addMinutes(ctx.now, -upcoming.placedMinutesAgo);
  addOrder(ctx.customers[upcoming.customer], upcoming.lines, [{ status: 'pending', at: placedAt }], pickupTime);

  return rows;
}

function dishOf(ctx: OrderSeedContext, key: FoodKey): SeedDish {
  const dish = ctx.dishes.get(key);
  if (!dish) throw new Error(`Seed order names an unknown dish: ${key}`);
  return dish;
}
