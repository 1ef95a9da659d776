import { beforeAll, describe, expect, it } from 'vitest';
import { useTwoInstances } from '../fixtures/second-instance';
import { useTestApp } from '../fixtures/test-app-fixture';
import { openStream } from '../sse-client';
import { useLayout } from '../party-bookings/layout';
import { bookParty, changed, NOW } from './lifecycle-kit';

const {
  ctx,
  owner,
  restaurant,
  users: { guest },
} = useTestApp({ now: () => NOW, seed: true, users: { guest: {} } });
// The owner's stream on a second instance: what one dashboard changes reaches another through the bus.
const urls = useTwoInstances(ctx, () => NOW);
let table: Record<number, string>;
beforeAll(async () => {
  table = await useLayout(ctx, restaurant.id);
});

async function ownerStream() {
  const ticket = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/events/ticket',
    headers: owner.headers,
  });
  const stream = await openStream(
    `${urls.b}/api/admin/events?ticket=${encodeURIComponent(ticket.json().data.ticket as string)}`,
  );
  expect(stream.response.status).toBe(200);
  await stream.next('ready');
  return stream;
}

describe("the floor's changes on the owner's live stream", () => {
  it('tells every open dashboard of a seat, a move, a completion and a no-show', async () => {
    const stream = await ownerStream();
    const first = await bookParty(ctx, guest.headers, { date: '2026-03-16', time: '6:00 PM', partySize: 2 });
    const second = await bookParty(ctx, guest.headers, { date: '2026-03-16', time: '7:30 PM', partySize: 2 });
    const event = (type: string, reservationId: string) =>
      stream.next('reservation', (e: { type: string; reservationId: string }) => {
        return e.type === type && e.reservationId === reservationId;
      });

    await changed(ctx, owner.headers, first._id, { status: 'seated' });
    expect(await event('seated', first._id)).toMatchObject({ tableId: table[1] });
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/reservations/${first._id}/tables`,
      headers: owner.headers,
      payload: { tables: [4, 3] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The smallest table held names the booking's place.
    expect(await event('moved', first._id)).toMatchObject({ tableId: table[3] });
    await changed(ctx, owner.headers, first._id, { status: 'completed' });
    await event('completed', first._id);
    await changed(ctx, owner.headers, second._id, { status: 'no-show' });
    await event('no-show', second._id);
    stream.close();
  });

  it('tells them of each walk-in joining the line and of each change of their status', async () => {
    const stream = await ownerStream();
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: owner.headers,
      payload: { name: 'Asha Rai', phone: '(312) 555-0188', partySize: 4, quotedMinutes: 20 },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entryId = (joined.json().data as { id: string }).id;
    expect(await stream.next('waitlist', (e: { status: string }) => e.status === 'waiting')).toMatchObject({
      entryId,
      status: 'waiting',
    });
    const notified = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/waitlist/${entryId}`,
      headers: owner.headers,
      payload: { status: 'notified' },
    });
    expect(notified.statusCode, notified.body).toBe(200);
    expect(await stream.next('waitlist', (e: { status: string }) => e.status === 'notified')).toMatchObject({
      entryId,
    });
    stream.close();
  });
});
