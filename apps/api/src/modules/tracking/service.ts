import {
  estimatedPickupTime,
  ORDER_STATUS_MESSAGES,
  type Tracking,
  type TrackingUpdateBody,
} from '@flame/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents, restaurants, trackings } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Clock } from '../../plugins/clock';
import type { EventBus } from '../../plugins/event-bus';
import { orderFor, ownedOrderForUpdate, type Caller } from '../orders/access';
import { confirmationNoticeOf } from '../orders/confirmation-notice';
import type { OrderRow } from '../orders/order-dto';
import { movePickupTimeOf } from '../orders/pickup-time-move';
import { publishOrderEvent } from '../orders/order-events';
import { applyStatusChange, assertTransition } from '../orders/status-change';

type Executor = Pick<Database, 'select'>;

async function toTrackingDto(db: Executor, order: OrderRow): Promise<Tracking> {
  const [[tracking], events, [restaurant], confirmationNotice] = await Promise.all([
    db.select().from(trackings).where(eq(trackings.orderId, order.id)).limit(1),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(restaurants).where(eq(restaurants.id, order.restaurantId)).limit(1),
    confirmationNoticeOf(db, order),
  ]);
  const updatedAt = tracking?.updatedAt ?? order.updatedAt;
  const hasLocation = tracking?.locationLat != null && tracking.locationLng != null;
  const restaurantAddress = restaurant
    ? [restaurant.street, restaurant.city, restaurant.state].filter(Boolean).join(', ')
    : null;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusHistory: events.map((event) => ({
      status: event.status,
      message: event.message,
      timestamp: event.createdAt.toISOString(),
    })),
    pickupTime: order.pickupTime.toISOString(),
    estimatedDeliveryTime: estimatedPickupTime(order.status, order.pickupTime),
    deliveryPartner: tracking?.partnerName
      ? {
          name: tracking.partnerName,
          phone: tracking.partnerPhone ?? '',
          vehicle: tracking.partnerVehicle ?? '',
        }
      : null,
    currentLocation: hasLocation
      ? {
          latitude: tracking!.locationLat!,
          longitude: tracking!.locationLng!,
          address: tracking!.locationAddress,
          timestamp: (tracking!.locationUpdatedAt ?? updatedAt).toISOString(),
        }
      : {
          latitude: restaurant?.lat ?? 0,
          longitude: restaurant?.lng ?? 0,
          address: restaurantAddress,
          timestamp: updatedAt.toISOString(),
        },
    restaurant: {
      name: restaurant?.name ?? '',
      timeZone: restaurant?.timeZone ?? 'UTC',
      coordinates: { lat: restaurant?.lat ?? 0, lng: restaurant?.lng ?? 0 },
    },
    updatedAt: updatedAt.toISOString(),
    cancellationReason: order.cancellationReason,
    confirmationNotice,
  };
}

/** The tracking record of an order, for its customer or the restaurant's owner. */
export async function getTracking(db: Database, caller: Caller, orderId: string): Promise<Tracking> {
  return toTrackingDto(db, await orderFor(db, caller, orderId));
}

const ESTIMATE_CLEARED = 'The estimated time is the pickup time, so it cannot be cleared';

/**
 * `POST /api/tracking` (the owner, behind `requireOwner`): for an order of the owned restaurant, a status (same
 * rules as the status call), a message for the history, the estimated time (which moves the pickup time, under
 * the rules of moving it), a delivery partner or a location. Every open tracking view hears of it.
 */
export async function updateTracking(
  db: Database,
  bus: EventBus,
  restaurantId: string,
  body: TrackingUpdateBody,
  clock: Clock,
): Promise<Tracking> {
  const order = await db.transaction(async (tx) => {
    let row = await ownedOrderForUpdate(tx, restaurantId, body.orderId);
    const now = clock();
    if (body.estimatedDeliveryTime === null) {
      throw badRequest(ESTIMATE_CLEARED, { estimatedDeliveryTime: [ESTIMATE_CLEARED] });
    }
    if (body.estimatedDeliveryTime) {
      row = await movePickupTimeOf(tx, bus, row, new Date(body.estimatedDeliveryTime), now);
    }
    if (body.status) {
      assertTransition(row.status, body.status);
      row = await applyStatusChange(tx, bus, row, {
        status: body.status,
        message: body.message ?? ORDER_STATUS_MESSAGES[body.status],
        by: 'restaurant',
        now,
      });
    } else if (body.message) {
      await tx
        .insert(orderEvents)
        .values({ id: newId(), orderId: row.id, status: row.status, message: body.message, createdAt: now });
    }
    const partner = body.deliveryPartner;
    await tx
      .update(trackings)
      .set({
        updatedAt: now,
        ...(partner !== undefined
          ? {
              partnerName: partner?.name ?? null,
              partnerPhone: partner?.phone ?? null,
              partnerVehicle: partner?.vehicle ?? null,
            }
          : {}),
        ...(body.location
          ? {
              locationLat: body.location.latitude,
              locationLng: body.location.longitude,
              locationAddress: body.location.address ?? null,
              locationUpdatedAt: now,
            }
          : {}),
      })
      .where(eq(trackings.orderId, row.id));
    if (!body.status) {
      await publishOrderEvent(
        bus,
        {
          type: 'tracking',
          orderId: row.id,
          userId: row.userId,
          restaurantId: row.restaurantId,
          status: row.status,
          at: now.toISOString(),
        },
        tx,
      );
    }
    return row;
  });
  return toTrackingDto(db, order);
}
