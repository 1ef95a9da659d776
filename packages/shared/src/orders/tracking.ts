import { confirmationNoticeSchema } from '../service-time/escalation';
import { z } from 'zod';
import { DATE_OUT_OF_RANGE_MESSAGE, isInstantInBounds } from '../common/date-bounds';
import { coordinatesSchema } from '../account/auth';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from '../common/single-line-text';
import { ADMIN_ORDER_STATUSES } from './order-status';
import { orderStatusSchema, statusHistoryEntrySchema } from './orders';

export const deliveryPartnerSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Partner name is required')
    .max(100)
    .refine(isSingleLineText, NAME_CHARACTERS_MESSAGE('Partner name')),
  phone: z.string().trim().max(40).default(''),
  vehicle: z.string().trim().max(100).default(''),
});

export const trackingLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
  timestamp: z.string(),
});

/** `GET /api/tracking/order/{orderId}`. */
export const trackingSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  status: orderStatusSchema,
  statusHistory: z.array(statusHistoryEntrySchema),
  pickupTime: z.string(),
  estimatedDeliveryTime: z.string().nullable(),
  deliveryPartner: z.object({ name: z.string(), phone: z.string(), vehicle: z.string() }).nullable(),
  /** The last reported location; until one is reported, the restaurant (where the order is picked up). */
  currentLocation: trackingLocationSchema,
  restaurant: z.object({
    name: z.string(),
    timeZone: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
  }),
  updatedAt: z.string(),
  /** Why the restaurant cancelled the order, when it said; null otherwise. */
  cancellationReason: z.string().nullable(),
  /** While pending: when the customer's pages start saying it is not confirmed yet, and the number to call. */
  confirmationNotice: confirmationNoticeSchema,
});
export type Tracking = z.infer<typeof trackingSchema>;

/**
 * `POST /api/tracking` (admin): update an order's tracking record. A status goes through the same transition
 * rules as `PATCH /api/orders/{id}/status`; a message alone is appended to the history.
 */
export const trackingUpdateBodySchema = z
  .object({
    orderId: z.string().trim().min(1, 'orderId is required').max(64),
    status: z.enum(ADMIN_ORDER_STATUSES).optional(),
    message: z.string().trim().min(1).max(300).optional(),
    estimatedDeliveryTime: z.iso
      .datetime({ offset: true })
      .refine(isInstantInBounds, DATE_OUT_OF_RANGE_MESSAGE)
      .nullable()
      .optional(),
    deliveryPartner: deliveryPartnerSchema.nullable().optional(),
    location: z
      .object({
        latitude: coordinatesSchema.shape.lat,
        longitude: coordinatesSchema.shape.lng,
        address: z.string().trim().max(300).optional(),
      })
      .optional(),
  })
  .refine(
    (body) => Object.keys(body).some((key) => key !== 'orderId'),
    'Nothing to update: send a status, message, estimatedDeliveryTime, deliveryPartner or location',
  );
export type TrackingUpdateBody = z.infer<typeof trackingUpdateBodySchema>;

/** What the order's live stream (`GET /api/orders/{id}/events`) sends on each change. */
export const orderChangeEventSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  at: z.string(),
});
export type OrderChangeEvent = z.infer<typeof orderChangeEventSchema>;

/** The short-lived ticket that opens an order's event stream (EventSource cannot send headers). */
export const streamTicketSchema = z.object({ ticket: z.string(), expiresIn: z.number() });
export type StreamTicket = z.infer<typeof streamTicketSchema>;
