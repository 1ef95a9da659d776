import type { PartyReservation } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { instant } from '../../src/modules/tables/test-kit';
import { useTestApp } from '../fixtures/test-app-fixture';
import { PHONE, useLayout } from './layout';

/** Friday, March 6 2026, noon in Chicago. */
const NOW = new Date(instant('2026-03-06', '12:00'));
const MONDAY = '2026-03-09';

const {
  ctx,
  owner,
  restaurant: seeded,
  sink,
  users: { guest },
} = useTestApp({
  mail: { from: 'Flame-kissed <hello@flamekissed.example>' },
  now: () => NOW,
  seed: true,
  users: { guest: {} },
});

async function bookAndDeliver(partySize: number) {
  await ctx.db.delete(outboxMessages);
  sink.received.length = 0;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: guest.headers,
    payload: { date: MONDAY, time: '6:00 PM', partySize, phone: PHONE },
  });
  expect(response.statusCode, response.body).toBe(201);
  await ctx.app.mail.sender.deliverDue();
  expect(sink.received).toHaveLength(1);
  return { reservation: response.json().data as PartyReservation, mail: sink.received[0]! };
}

describe('the booking email of a party booking', () => {
  it('names every table of a combination, and a single table as before', async () => {
    await useLayout(ctx, seeded.id);
    const single = await bookAndDeliver(2);
    expect(single.reservation.tables).toEqual([1]);
    expect(single.mail.subject).toMatch(/^Table 1 reserved: /);

    // Eight guests: tables 3 and 4 pushed together (table 5 seats six).
    const party = await bookAndDeliver(8);
    expect(party.reservation.tables).toEqual([3, 4]);
    expect(party.mail.subject).toMatch(/^Tables 3 and 4 reserved: Monday, March 9 at 6:00 PM, 8 guests$/);
    for (const part of [party.mail.text!, party.mail.html as string]) {
      expect(part).toContain('Tables 3 and 4');
    }
    const ics = party.mail.attachments[0]!.content.toString('utf8');
    expect(ics).toContain('SUMMARY:Tables 3 and 4 at');
  });

  it("gives the party's stay as it is: two and a half hours for eight, 90 minutes for two", async () => {
    await useLayout(ctx, seeded.id);
    expect((await bookAndDeliver(8)).mail.text).toMatch(/Duration\s+2 hours 30 minutes/);
    expect((await bookAndDeliver(2)).mail.text).toMatch(/Duration\s+1 hour 30 minutes/);
  });
});

/** Sends what the outbox holds now; the one message it sent. */
async function deliverOne() {
  sink.received.length = 0;
  await ctx.app.mail.sender.deliverDue();
  expect(sink.received).toHaveLength(1);
  return sink.received[0]!;
}

describe('the reminder and the cancellation of a combination', () => {
  it('name every table, as the booking email does', async () => {
    await useLayout(ctx, seeded.id);
    const { reservation } = await bookAndDeliver(8);
    expect(reservation.tables).toEqual([3, 4]);

    // The reminder as the reminder pass queues it, due now.
    await ctx.db.insert(outboxMessages).values({
      id: newId(),
      kind: 'reservation_reminder',
      recipient: guest.email,
      payload: { reservationId: reservation._id },
      nextAttemptAt: NOW,
      createdAt: NOW,
    });
    const reminder = await deliverOne();
    expect(reminder.subject).toBe('Reminder: Tables 3 and 4, Monday, March 9 at 6:00 PM, 8 guests');
    expect(reminder.text).toContain('Tables 3 and 4');

    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/reservations/${reservation._id}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled', reason: 'The kitchen flooded' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await deliverOne();
    expect(mail.subject).toBe('Reservation cancelled: Tables 3 and 4, Monday, March 9 at 6:00 PM');
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('Tables 3 and 4');
      expect(part).toContain('The kitchen flooded');
    }
  });
});

describe("the guest's cancel link of a combination", () => {
  it('shows every table on its page, and both emails of the cancellation name every table', async () => {
    await useLayout(ctx, seeded.id);
    const { reservation, mail: booked } = await bookAndDeliver(8);
    expect(reservation.tables).toEqual([3, 4]);
    const link = /\/reservations\/cancel\?token=([\w.%-]+)/.exec(booked.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/reservations/cancel?token=${encodeURIComponent(token)}`,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const heldTables = (answer: typeof shown) =>
      (answer.json().data.reservation.tables as { tableNumber: number }[]).map((t) => t.tableNumber);
    expect(heldTables(shown)).toEqual([3, 4]);
    expect(shown.json().data.reservation.seats).toBe(8);

    sink.received.length = 0;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations/cancel',
      payload: { token },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(heldTables(cancelled)).toEqual([3, 4]);

    await ctx.app.mail.sender.deliverDue();
    expect(sink.received).toHaveLength(2);
    const toGuest = sink.received.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === guest.email,
    )!;
    expect(toGuest.subject).toBe('Reservation cancelled: Tables 3 and 4, Monday, March 9 at 6:00 PM');
    expect(toGuest.text).toContain('we have let your tables go');
    for (const part of [toGuest.text!, toGuest.html as string]) expect(part).toContain('Tables 3 and 4');
    const toRestaurant = sink.received.find((mail) => mail !== toGuest)!;
    expect(toRestaurant.subject).toBe('Cancelled by the guest: Tables 3 and 4, Monday, March 9 at 6:00 PM');
    expect(toRestaurant.text).toContain('Tables 3 and 4 are free again for this time.');
  });
});
