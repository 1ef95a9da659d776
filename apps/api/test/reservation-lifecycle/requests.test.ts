import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, reservationTables } from '../../src/db/schema';
import { useTestApp } from '../fixtures/test-app-fixture';
import { useLayout } from '../party-bookings/layout';
import { bookParty, changed, changeStatus, MONDAY, NOW, TUESDAY } from './lifecycle-kit';

const {
  ctx,
  owner,
  restaurant,
  sink,
  users: { guest },
} = useTestApp({
  mail: { from: 'Flame-kissed <hello@flamekissed.example>' },
  now: () => NOW,
  seed: true,
  users: { guest: {} },
});

let table: Record<number, string>;
beforeAll(async () => {
  table = await useLayout(ctx, restaurant.id);
});
beforeEach(async () => {
  await ctx.db.delete(outboxMessages);
});

/** A party of ten: more than the restaurant books online (8), so a request. */
const requestTen = (date: string, time: string) =>
  bookParty(ctx, guest.headers, { date, time, partySize: 10 });

const held = async (id: string) =>
  (await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, id)))
    .filter((row) => row.holds)
    .map((row) => row.tableId)
    .sort();

describe("the owner's answer to a party's request", () => {
  it('accepts it: the smallest combination is assigned and held, and the guest gets the confirmation', async () => {
    const request = await requestTen(MONDAY, '6:00 PM');
    expect(request.status).toBe('requested');
    const accepted = await changed(ctx, owner.headers, request._id, { status: 'confirmed' });
    // 4 + 6 seats ten: tables 4 and 5 (3 and 5 may not be pushed together).
    expect(accepted).toMatchObject({ status: 'active', tables: [{ tableNumber: 4 }, { tableNumber: 5 }] });
    expect(await held(request._id)).toEqual([table[4]!, table[5]!].sort());
    const mails = await ctx.db.select().from(outboxMessages);
    expect(mails.map((m) => [m.kind, m.recipient, m.payload])).toEqual([
      ['reservation_booked', guest.email, { reservationId: request._id }],
    ]);
    // Accepting twice is refused.
    expect((await changeStatus(ctx, owner.headers, request._id, { status: 'confirmed' })).statusCode).toBe(
      409,
    );
  });

  it('answers 409 when no tables are free for the party, and the request stays a request', async () => {
    const first = await requestTen(TUESDAY, '6:00 PM');
    const second = await requestTen(TUESDAY, '6:30 PM');
    await changed(ctx, owner.headers, first._id, { status: 'confirmed' });
    const refused = await changeStatus(ctx, owner.headers, second._id, { status: 'confirmed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No table is free for this party at that time');
    expect(
      (await changed(ctx, owner.headers, second._id, { status: 'declined', reason: 'Full' })).status,
    ).toBe('declined');
  });

  it('declines it with a reason that reaches the guest’s email', async () => {
    const request = await requestTen(MONDAY, '11:00 AM');
    const declined = await changed(ctx, owner.headers, request._id, {
      status: 'declined',
      reason: 'The dining room is booked for a wedding',
    });
    expect(declined).toMatchObject({
      status: 'declined',
      tables: [],
      cancelReason: 'The dining room is booked for a wedding',
    });
    const [mail] = await ctx.db.select().from(outboxMessages);
    expect(mail).toMatchObject({
      kind: 'reservation_declined',
      recipient: guest.email,
      payload: { reservationId: request._id },
    });
    sink.received.length = 0;
    await ctx.app.mail.sender.deliverDue();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.subject).toContain('we cannot seat your party');
    expect(sink.received[0]!.text).toContain('Reason: The dining room is booked for a wedding');
    // Seating a declined request is refused.
    expect((await changeStatus(ctx, owner.headers, request._id, { status: 'seated' })).statusCode).toBe(409);
  });

  it('lets one of an accept and a decline racing each other win', async () => {
    const request = await requestTen(MONDAY, '12:00 PM');
    const answers = await Promise.all([
      changeStatus(ctx, owner.headers, request._id, { status: 'confirmed' }),
      changeStatus(ctx, owner.headers, request._id, { status: 'declined', reason: 'Full' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
