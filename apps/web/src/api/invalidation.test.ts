import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminEventInvalidates } from './admin-events';
import { foodChangeInvalidates } from './foods';
import { invalidate } from './invalidate';
import { messageChangeInvalidates } from './inbox';
import { memberChangeInvalidates } from './members';
import { orderChangeInvalidates, orderViewsBesidesPage } from './orders';
import { pickupChangeInvalidates } from './pickups';
import { publicRestaurantKeys, queryKeys } from './query-keys';
import { myBookingChangeInvalidates, ownerCancelInvalidates } from './reservations';
import { reviewAddedInvalidates } from './reviews';
import { specialDayChangeInvalidates } from './special-days';
import { tableChangeInvalidates } from './tables';

/** One cached read of every kind the app makes, as screens leave them in the cache. */
const cached = {
  menu: queryKeys.foods.all,
  dish: queryKeys.foods.detail('dal'),
  menuCards: queryKeys.foods.cards,
  homePicks: queryKeys.foods.homePicks,
  ownerMenu: queryKeys.admin.foods,
  restaurant: queryKeys.restaurant.all,
  ownedRestaurant: queryKeys.admin.ownedRestaurant,
  pickupHours: queryKeys.openingHours.all,
  bookingHours: queryKeys.openingHours.withSpecialDays,
  specialDays: queryKeys.specialDays,
  reviews: queryKeys.reviews,
  myOrders: queryKeys.orders.list('ann'),
  order: queryKeys.orders.detail('o1'),
  otherOrder: queryKeys.orders.detail('o2'),
  tracking: queryKeys.orders.tracking('o1'),
  pickupSlots: queryKeys.pickupSlots.on('2026-11-27'),
  publicTables: queryKeys.tables.view('public', 'next'),
  myTables: queryKeys.tables.view('ann', '2026-11-27T19:00:00.000Z'),
  myReservations: queryKeys.reservations.mineOf('ann'),
  ownerTables: queryKeys.admin.tables,
  upcomingReservations: queryKeys.admin.reservations,
  members: queryKeys.admin.members,
  inboxCount: queryKeys.admin.inbox.count,
  inbox: queryKeys.admin.inbox.list,
  pickups: queryKeys.admin.pickups,
} satisfies Record<string, QueryKey>;

type Read = keyof typeof cached;

/** Which of the cached reads a change marks stale (they refetch when shown). */
async function staleAfter(keys: readonly QueryKey[]): Promise<Read[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(cached)) queryClient.setQueryData(key, 'answer');
  await invalidate(queryClient, keys);
  return (Object.keys(cached) as Read[]).filter(
    (read) => queryClient.getQueryState(cached[read])?.isInvalidated,
  );
}

describe('what each change refreshes', () => {
  it('a change to a dish: the owner menu and every public read of the menu', async () => {
    expect(await staleAfter(foodChangeInvalidates)).toEqual([
      'menu',
      'dish',
      'menuCards',
      'homePicks',
      'ownerMenu',
    ]);
  });

  it('a change to the restaurant: its public reads and both reads of its hours', async () => {
    expect(await staleAfter(publicRestaurantKeys)).toEqual(['restaurant', 'pickupHours', 'bookingHours']);
  });

  it('a special day: the special days, every read of the restaurant and its hours, and the board it flags', async () => {
    expect(await staleAfter(specialDayChangeInvalidates)).toEqual([
      'restaurant',
      'pickupHours',
      'bookingHours',
      'specialDays',
      'pickups',
    ]);
  });

  it('a change to the team: the list and both reads of the restaurant that show it', async () => {
    expect(await staleAfter(memberChangeInvalidates)).toEqual(['restaurant', 'ownedRestaurant', 'members']);
  });

  it("an order's change: its page, its tracking and the customer's orders, no other order", async () => {
    expect(await staleAfter(orderChangeInvalidates('o1'))).toEqual(['myOrders', 'order', 'tracking']);
    expect(await staleAfter(orderViewsBesidesPage('o1'))).toEqual(['myOrders', 'tracking']);
  });

  it("a review: the customer's orders and the restaurant's rating and reviews", async () => {
    expect(await staleAfter(reviewAddedInvalidates)).toEqual(['restaurant', 'reviews', 'myOrders']);
  });

  it("a customer's booking: every view of the tables and their reservations, not the owner's lists", async () => {
    expect(await staleAfter(myBookingChangeInvalidates)).toEqual([
      'publicTables',
      'myTables',
      'myReservations',
    ]);
  });

  it.each([
    ["the owner's cancel", ownerCancelInvalidates],
    ['a change to a table', tableChangeInvalidates],
  ])("%s: the owner's lists and the public tables", async (_change, keys) => {
    expect(await staleAfter(keys)).toEqual([
      'publicTables',
      'myTables',
      'ownerTables',
      'upcomingReservations',
    ]);
  });

  it("the owner's change on the pickups board: the board and that order's ticket, no other order", async () => {
    expect(await staleAfter(pickupChangeInvalidates('o1'))).toEqual(['order', 'pickups']);
  });

  it('a message handled or new again: the inbox and its menu badge', async () => {
    expect(await staleAfter(messageChangeInvalidates)).toEqual(['inboxCount', 'inbox']);
  });
});

describe("what the owner's live events refresh", () => {
  it('an order event: the board and every open kitchen ticket', async () => {
    expect(await staleAfter(adminEventInvalidates.order)).toEqual(['order', 'otherOrder', 'pickups']);
  });

  it('a booking event: the upcoming reservations, which Tables and Reservations show', async () => {
    expect(await staleAfter(adminEventInvalidates.reservation)).toEqual(['upcomingReservations']);
  });

  it('a message event: the inbox and its menu badge', async () => {
    expect(await staleAfter(adminEventInvalidates.message)).toEqual(['inboxCount', 'inbox']);
  });
});
