import type { MyReservationEvent } from '@flame/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser } from '../../../test/factories';
import { openStream } from '../../../test/sse-client';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { booking, weeknight } from './test-kit';

let url: string;

const {
  ctx,
  owner,
  tables,
  users: { alice, bob },
} = useTestApp({
  seed: true,
  users: { alice: { name: 'Alice Stream' }, bob: { name: 'Bob Stream' } },
});
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const tableId = (number: number) => tables.find((t) => t.tableNumber === number)!.id;

async function book(user: TestUser, table: number, nth: number): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers: user.headers,
    payload: booking(tableId(table), { reservedDate: weeknight(2, nth) }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

async function ticketOf(user: TestUser): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/reservations/events/ticket',
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.expiresIn).toBe(60);
  return response.json().data.ticket as string;
}

const streamUrl = (ticket: string) =>
  `${url}/api/restaurants/reservations/events?ticket=${encodeURIComponent(ticket)}`;

describe("a customer's live stream of their own reservations", () => {
  it('tells the customer when the restaurant cancels their reservation, and tells no one else', async () => {
    const aliceStream = await openStream(streamUrl(await ticketOf(alice)));
    const bobStream = await openStream(streamUrl(await ticketOf(bob)));
    expect(aliceStream.response.status).toBe(200);
    await aliceStream.next('ready');
    await bobStream.next('ready');

    const reservationId = await book(alice, 1, 0);
    expect(await aliceStream.next('reservation')).toMatchObject({
      type: 'booked',
      reservationId,
      tableId: tableId(1),
      by: 'customer',
    } satisfies Partial<MyReservationEvent>);

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/unbook-table',
      headers: owner.headers,
      payload: { reservationId },
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = await aliceStream.next(
      'reservation',
      (data: MyReservationEvent) => data.type === 'cancelled',
    );
    expect(cancelled).toEqual({
      type: 'cancelled',
      reservationId,
      tableId: tableId(1),
      by: 'restaurant',
      at: expect.any(String),
    });

    // Bob's own booking reaches his stream: nothing of Alice's came before it.
    const bobs = await book(bob, 2, 1);
    expect(await bobStream.next('reservation')).toMatchObject({ reservationId: bobs, by: 'customer' });
    expect(bobStream.events.filter((e) => e.event === 'reservation')).toHaveLength(1);
    expect(JSON.stringify(bobStream.events)).not.toContain(reservationId);
    aliceStream.close();
    bobStream.close();
  });

  it("says 'customer' when the customer cancels their own reservation", async () => {
    const stream = await openStream(streamUrl(await ticketOf(alice)));
    await stream.next('ready');
    const reservationId = await book(alice, 3, 2);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/unbook-table',
      headers: alice.headers,
      payload: { reservationId },
    });
    expect(
      await stream.next('reservation', (data: MyReservationEvent) => data.type === 'cancelled'),
    ).toMatchObject({ reservationId, by: 'customer' });
    stream.close();
  });

  it('tells the customer when the restaurant changes their booking, as the guest asked by phone', async () => {
    const stream = await openStream(streamUrl(await ticketOf(alice)));
    await stream.next('ready');
    const reservationId = await book(alice, 4, 3);
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/reservations/${reservationId}`,
      headers: owner.headers,
      payload: { date: weeknight(2, 4), time: '6:00 PM', partySize: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      await stream.next('reservation', (data: MyReservationEvent) => data.type === 'changed'),
    ).toMatchObject({ type: 'changed', reservationId, by: 'restaurant' });
    stream.close();
  });

  it('refuses a stream without a ticket, with a ticket of another scope, or with a forged one', async () => {
    expect((await fetch(`${url}/api/restaurants/reservations/events`)).status).toBe(401);
    const orderScoped = await ctx.app.streamTickets.issue(
      { userId: alice.id, sessionId: 'x' },
      'order:1',
      ctx.app.now(),
    );
    expect((await fetch(streamUrl(orderScoped))).status).toBe(401);
    expect((await fetch(streamUrl('not-a-ticket'))).status).toBe(401);
    const anonymousTicket = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/reservations/events/ticket',
    });
    expect(anonymousTicket.statusCode).toBe(401);
  });
});
