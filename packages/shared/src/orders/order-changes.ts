import { z } from 'zod';
import { isSingleLineText } from '../common/single-line-text';
import { INSTRUCTIONS_MAX_LENGTH, orderItemsBodySchema, pickupTimeBodySchema } from './orders';
import { staffGuestSchema } from '../common/staff-guest';

export const ADJUSTMENT_REASON_MAX_LENGTH = 120;
export const ADJUSTMENT_OVER_TOTAL_MESSAGE = 'The discount can be at most the order total';
export const ORDER_CHANGED_MEANWHILE_MESSAGE =
  'The order changed meanwhile (someone else changed it or the customer cancelled). Here it is as it is now.';
export const STAFF_ORDER_PLACED_MESSAGE = 'Phone order placed';
export const ORDER_LINES_CHANGED_MESSAGE = 'Order changed';

/**
 * `POST /api/orders/staff` (the owner): an order taken by phone or at the counter for a customer without an
 * account. Any time from now within the opening hours (no lead time); a full slot takes it only with
 * `overCapacity: true`, sent after the owner was warned.
 */
export const staffOrderBodySchema = z.object({
  customer: staffGuestSchema,
  items: orderItemsBodySchema,
  pickupTime: pickupTimeBodySchema,
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(INSTRUCTIONS_MAX_LENGTH, `The note must be at most ${INSTRUCTIONS_MAX_LENGTH} characters`)
    .optional(),
  overCapacity: z.boolean({ error: 'overCapacity must be true or false' }).optional(),
});
export type StaffOrderBody = z.infer<typeof staffOrderBodySchema>;
export type StaffOrderInput = z.input<typeof staffOrderBodySchema>;

/** A discount on the whole order in dollars, with the reason the customer reads. */
export const orderAdjustmentBodySchema = z.object({
  amount: z
    .number({ error: 'The discount must be an amount in dollars' })
    .positive('The discount must be more than $0')
    .max(10_000, ADJUSTMENT_OVER_TOTAL_MESSAGE)
    .refine(
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
      'The discount must be in whole cents',
    ),
  reason: z
    .string({ error: 'Please give a reason for the discount' })
    .trim()
    .min(1, 'Please give a reason for the discount')
    .max(
      ADJUSTMENT_REASON_MAX_LENGTH,
      `The reason must be at most ${ADJUSTMENT_REASON_MAX_LENGTH} characters`,
    )
    .refine(isSingleLineText, 'The reason must be one line of text'),
});

/**
 * `PUT /api/orders/{id}/lines` (the owner): the order's lines as they should be, the version they were read at,
 * and an optional discount. The server prices everything again; no adjustment means none.
 */
export const orderLinesBodySchema = z.object({
  version: z.number({ error: 'version is required' }).int('version must be a whole number').min(1),
  items: orderItemsBodySchema,
  adjustment: orderAdjustmentBodySchema.nullable().optional(),
});
export type OrderLinesBody = z.infer<typeof orderLinesBodySchema>;
export type OrderLinesInput = z.input<typeof orderLinesBodySchema>;

/** The field a full slot's warning is under: the owner may send the order again with `overCapacity: true`. */
export const STAFF_ORDER_OVER_CAPACITY_FIELD = 'overCapacity';
export function staffOrderSlotFullMessage(taken: number, capacity: number): string {
  return (
    `That pickup time already holds ${taken} ${taken === 1 ? 'order' : 'orders'}, and the limit is ${capacity}. ` +
    'Take the order anyway only if the kitchen can make one more.'
  );
}
