import { confirmationNoticeSchema } from '../service-time/escalation';
import { z } from 'zod';
import { PAYMENT_METHOD_SENT } from '../common/constants';
import { LINE_CHOICES_MAX, orderLineOptionSchema } from '../menu/dish-options';
import { DATE_OUT_OF_RANGE_MESSAGE, isInstantInBounds } from '../common/date-bounds';
import { discountedCents } from '../common/money';
import { ADMIN_ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from './order-status';
import { PICKUP_TIME_MESSAGES } from '../service-time/pickup-window';
import { requiredPhoneSchema } from '../common/phone';

export const ORDER_MAX_LINES = 50;
export const ORDER_LINE_MAX_QUANTITY = 99;
/** One dish, over all the lines that hold it (with different options or notes), at most this many. */
export const ORDER_DISH_MAX_QUANTITY = 99;
/** An order's total at most: $10,000.00. A larger one is a catering request, made by phone. */
export const ORDER_MAX_TOTAL_CENTS = 1_000_000;
export const ORDER_TOTAL_TOO_LARGE_MESSAGE =
  'An online order can total at most $10,000.00. For a larger order, please call the restaurant.';
export const ORDER_DISH_QUANTITY_MESSAGE = `An order holds at most ${ORDER_DISH_MAX_QUANTITY} of one dish, over all its lines`;
export const INSTRUCTIONS_MAX_LENGTH = 500;
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
/** The header that makes `POST /api/orders/pickup` safe to retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const ORDER_PLACED_MESSAGE = 'Order placed';

/**
 * The answer to a retried order (its Idempotency-Key seen before): what the order is now. Only a pending order
 * still reads 'Order placed'; nothing new is placed by a retry.
 */
export function replayedOrderMessage(status: OrderStatus): string {
  if (status === 'pending') return ORDER_PLACED_MESSAGE;
  if (status === 'cancelled') {
    return 'This order was placed earlier and has since been cancelled. Nothing new was placed.';
  }
  return `This order was placed earlier and is now: ${ORDER_STATUS_LABELS[status]}`;
}

// ─── Pricing ──────────────────────────────────────────────────────────────────────────────────────────

export interface PricedLine {
  unitPriceCents: number;
  lineTotalCents: number;
}

/** A line priced from the dish: the discounted unit price (rounded to the cent) times the quantity. */
export function priceLine(priceCents: number, discountPercent: number, quantity: number): PricedLine {
  const unitPriceCents = discountedCents(priceCents, discountPercent);
  return { unitPriceCents, lineTotalCents: unitPriceCents * quantity };
}

export function orderTotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
}

// ─── Request bodies ───────────────────────────────────────────────────────────────────────────────────

export const orderLineBodySchema = z.object({
  foodId: z.string({ error: 'Each item needs a foodId' }).trim().min(1, 'Each item needs a foodId').max(64),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(ORDER_LINE_MAX_QUANTITY, `Quantity must be at most ${ORDER_LINE_MAX_QUANTITY}`),
  /** The chosen options of the dish (ids of its groups' choices); the server checks and prices them. */
  choiceIds: z
    .array(z.string({ error: 'Each choice id must be text' }).trim().min(1).max(64), {
      error: 'choiceIds must be a list of choice ids',
    })
    .max(LINE_CHOICES_MAX, `A line holds at most ${LINE_CHOICES_MAX} choices`)
    .optional(),
  specialInstructions: z
    .string()
    .trim()
    .max(
      INSTRUCTIONS_MAX_LENGTH,
      `Special instructions must be at most ${INSTRUCTIONS_MAX_LENGTH} characters`,
    )
    .optional(),
});

/**
 * The lines of an order as a client sends them. Lines of one dish with different options or notes add up: the
 * cap holds per dish, not per line.
 */
export const orderItemsBodySchema = z
  .array(orderLineBodySchema, { error: 'Your order has no items' })
  .min(1, 'Your order has no items')
  .max(ORDER_MAX_LINES, `An order holds at most ${ORDER_MAX_LINES} different dishes`)
  .superRefine((items, context) => {
    const quantities = new Map<string, number>();
    for (const item of items) quantities.set(item.foodId, (quantities.get(item.foodId) ?? 0) + item.quantity);
    if ([...quantities.values()].some((quantity) => quantity > ORDER_DISH_MAX_QUANTITY)) {
      context.addIssue({ code: 'custom', message: ORDER_DISH_QUANTITY_MESSAGE });
    }
  });

/** A pickup time as the API takes it: an ISO date-time with its offset. */
export const pickupTimeBodySchema = z
  .string({ error: PICKUP_TIME_MESSAGES.required })
  .min(1, PICKUP_TIME_MESSAGES.required)
  .pipe(z.iso.datetime({ offset: true, error: PICKUP_TIME_MESSAGES.required }))
  .refine(isInstantInBounds, DATE_OUT_OF_RANGE_MESSAGE);

/**
 * `POST /api/orders/pickup`: items, phone, payment method and pickup time. Prices are never
 * read from the client: any price or total it sends is dropped here and the server prices the lines.
 */
export const pickupOrderBodySchema = z.object({
  items: orderItemsBodySchema,
  phone: requiredPhoneSchema(PHONE_REQUIRED_MESSAGE),
  /** The client always sends 'pay at restaurant' (its form's 'cash' option means the same). */
  paymentMethod: z
    .enum([PAYMENT_METHOD_SENT, 'cash'], { error: 'Payment method must be Pay at Restaurant' })
    .default(PAYMENT_METHOD_SENT),
  pickupTime: pickupTimeBodySchema,
  /** The unticked 'Email me offers and news' box at checkout: true only when the customer ticked it. */
  marketingConsent: z.boolean({ error: 'Marketing consent must be true or false' }).default(false),
});
export type PickupOrderBody = z.infer<typeof pickupOrderBodySchema>;
export type PickupOrderInput = z.input<typeof pickupOrderBodySchema>;

/** The checkout form: phone, the chosen pickup time, payment method. */
export const checkoutFormSchema = z.object({
  phone: requiredPhoneSchema(PHONE_REQUIRED_MESSAGE),
  pickupTime: z.string().min(1, PICKUP_TIME_MESSAGES.required),
  paymentMethod: z.literal('cash', { error: 'Please choose a payment method' }),
  marketingConsent: z.boolean(),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const CANCELLATION_REASON_MAX_LENGTH = 200;
export const CANCELLATION_REASON_ONLY = 'A reason is given only when cancelling';

/** `PATCH /api/orders/{id}/status` (admin); a cancellation may carry a reason the customer reads. */
export const orderStatusBodySchema = z
  .object({
    status: z.enum(ADMIN_ORDER_STATUSES, {
      error: `Status must be one of: ${ADMIN_ORDER_STATUSES.join(', ')}`,
    }),
    reason: z
      .string({ error: 'The reason must be text' })
      .trim()
      .max(
        CANCELLATION_REASON_MAX_LENGTH,
        `The reason must be at most ${CANCELLATION_REASON_MAX_LENGTH} characters`,
      )
      .optional(),
  })
  .refine((body) => !body.reason || body.status === 'cancelled', {
    message: CANCELLATION_REASON_ONLY,
    path: ['reason'],
  });
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

/**
 * `PATCH /api/orders/{id}/pickup-time` (admin): a later pickup time for an active order. A slot already holding
 * its 'orders per pickup slot' takes one more only with `overCapacity: true`, sent after the owner was warned.
 */
export const pickupTimeMoveBodySchema = z.object({
  overCapacity: z.boolean({ error: 'overCapacity must be true or false' }).optional(),
  pickupTime: pickupTimeBodySchema,
});
export type PickupTimeMoveBody = z.infer<typeof pickupTimeMoveBodySchema>;

/** `POST /api/orders/{id}/review`: 1 to 5 stars and a few words. */
export const reviewBodySchema = z.object({
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5 stars' })
    .int('Please choose a rating from 1 to 5 stars')
    .min(1, 'Please choose a rating from 1 to 5 stars')
    .max(5, 'Please choose a rating from 1 to 5 stars'),
  text: z
    .string({ error: 'Please tell us about your order' })
    .trim()
    .min(1, 'Please tell us about your order')
    .max(REVIEW_TEXT_MAX_LENGTH, `Your review must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

// ─── Answers ──────────────────────────────────────────────────────────────────────────────────────────

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const statusHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  message: z.string(),
  timestamp: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

export const orderItemSchema = z.object({
  _id: z.string(),
  /** The dish as it was when ordered (name and price are snapshots); `_id` is null once the dish is gone. */
  food: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    price: z.number(),
    image: z.string().nullable(),
  }),
  quantity: z.number(),
  specialInstructions: z.string().nullable(),
  /** Price before the discount, and the discount in percent, when ordered. */
  originalPrice: z.number(),
  discount: z.number(),
  lineTotal: z.number(),
  /**
   * The chosen options as they were when ordered (`priceDelta` in dollars), in the dish's order; [] for none.
   * `food.price` is the unit price paid (options included, discount applied); `originalPrice` the unit price
   * with its options before the discount.
   */
  options: z.array(orderLineOptionSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const ORDER_SOURCES = ['online', 'staff'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const orderChangeSchema = z.object({
  at: z.string(),
  by: z.enum(['restaurant', 'customer']),
  lines: z.array(z.string()),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

export const orderReviewSchema = z.object({ rating: z.number(), text: z.string(), createdAt: z.string() });

/** An order as the API shows it. Money in dollars with 2 decimals. */
export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.number(),
  status: orderStatusSchema,
  paymentStatus: z.enum(['pending', 'paid']),
  paymentMethod: z.string(),
  phone: z.string(),
  total: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  pickupTime: z.string(),
  /** For a pickup order, the pickup time. */
  estimatedDeliveryTime: z.string().nullable(),
  items: z.array(orderItemSchema),
  review: orderReviewSchema.nullable(),
  user: z.object({ name: z.string() }),
  statusHistory: z.array(statusHistoryEntrySchema),
  /** Why the restaurant cancelled the order, when it said; null otherwise. */
  cancellationReason: z.string().nullable(),
  /** Who cancelled the order ('customer' or 'restaurant'); null while it is not cancelled, or when not known. */
  cancelledBy: z.enum(['customer', 'restaurant']).nullable(),
  /** While pending: when the customer's pages start saying it is not confirmed yet, and the number to call. */
  confirmationNotice: confirmationNoticeSchema,
  /** 'online' when the customer ordered, 'staff' when the restaurant took it by phone or at the counter. */
  source: z.enum(ORDER_SOURCES),
  /** Raised by every change of the lines and by a cancellation; a change of lines names it. */
  version: z.number(),
  /** The restaurant's discount on the whole order (dollars), already taken off `total`; null for none. */
  adjustment: z.object({ amount: z.number(), reason: z.string() }).nullable(),
  /** The changes of the lines, oldest first: when, who, and what changed in readable lines. */
  history: z.array(orderChangeSchema),
  /**
   * Whether a change by the restaurant reaches the customer by email: an online order's account, or a staff
   * order taken with an email. False: the restaurant calls `phone` instead.
   */
  changesEmailed: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** Items of the order list card: the first two names, then 'and n more'. */
export function orderItemsSummary(names: readonly string[]): string {
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} and ${names.length - 2} more` : shown;
}

export function itemCountText(count: number): string {
  return `${count} item${count === 1 ? '' : 's'}`;
}
