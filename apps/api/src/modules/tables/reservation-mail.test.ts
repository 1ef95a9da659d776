import { CANCEL_LINK_TEXTS, type BookingBody } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_SITE_URL, useTestApp } from '../../../test/fixtures/test-app-fixture';
import { outboxMessages, reservations } from '../../db/schema';
import { booking, weeknight } from './test-kit';

const SITE = TEST_SITE_URL;
/** The app's clock: the machine's, unless a test moves it. */
const clock: { now: Date | undefined } = { now: undefined };
let nth = 0;

const {
  ctx,
  owner,
  tables,
  sink,
  users: { guest },
} = useTestApp({
  mail: { from: 'Flame-kissed <hello@flamekissed.example>' },
  now: () => clock.now ?? new Date(),
  seed: true,
  users: { guest: { name: 'Anika Rai' } },
});
beforeEach(async () => {
  await ctx.db.delete(outboxMessages);
  sink.received.length = 0;
  clock.now = undefined;
});

/** A booking on its own weeknight, so tests never overlap. */
async function book(overrides: Partial<BookingBody> = {}) {
  nth += 1;
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers: guest.headers,
    payload: booking(tables[3]!.id, { reservedDate: weeknight(2, nth), ...overrides }),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { _id: string; startsAt: string; tableNumber: number; reservedDate: string };
}

/** Sends the outbox through the SMTP server; the one message that arrived. */
async function deliveredMail() {
  await ctx.app.mail.sender.deliverDue();
  expect(sink.received).toHaveLength(1);
  return sink.received[0]!;
}

async function bookedWithLink() {
  const reservation = await book();
  const mail = await deliveredMail();
  const match = /\/reservations\/cancel\?token=([\w.%-]+)/.exec(mail.text ?? '');
  expect(match).not.toBeNull();
  return { reservation, token: decodeURIComponent(match![1]!) };
}

const view = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/reservations/cancel?token=${encodeURIComponent(token)}` });
const cancel = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/reservations/cancel', payload: { token } });
const statusOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;

describe('the table reserved email', () => {
  it('is queued with the booking, and a refused booking queues nothing', async () => {
    const reservation = await book();
    const clash = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/book',
      headers: guest.headers,
      payload: booking(tables[3]!.id, { reservedDate: reservation.reservedDate }),
    });
    expect(clash.statusCode).toBe(409);
    const rows = await ctx.db.select().from(outboxMessages);
    expect(rows.map((row) => [row.kind, row.recipient, row.payload])).toEqual([
      ['reservation_booked', guest.email, { reservationId: reservation._id }],
    ]);
  });

  it('arrives with table, date, time, duration, guests, a calendar file and the cancel link', async () => {
    const reservation = await book({ reservedTime: '6:30 PM', reservedFor: 2, guests: 3 });
    const mail = await deliveredMail();
    expect(mail.to).toMatchObject({ text: guest.email });
    expect(mail.subject).toMatch(
      new RegExp(`^Table ${reservation.tableNumber} reserved: \\w+day, \\w+ \\d+ at 6:30 PM, 3 guests$`),
    );
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain(`Table ${reservation.tableNumber}`);
      expect(part).toContain('6:30 PM');
      expect(part).toContain('2 hours');
      expect(part).toMatch(/Guests[\s\S]{0,200}3/);
      expect(part).toMatch(new RegExp(`${SITE}/reservations/cancel\\?token=[\\w.-]+`));
    }
    const [calendar] = mail.attachments;
    expect(calendar).toMatchObject({ filename: 'reservation.ics', contentType: 'text/calendar' });
    const ics = calendar!.content.toString('utf8');
    const start = new Date(reservation.startsAt).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain(`UID:reservation-${reservation._id}@flamekissed.example`);
    expect(ics).toMatch(/LOCATION:2410 South Lamar Blvd/);
  });
});

describe('the cancel link', () => {
  it('shows the booking on a GET without changing it, then cancels it once with a POST', async () => {
    const { reservation, token } = await bookedWithLink();
    const shown = await view(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      state: 'active',
      reservation: { _id: reservation._id, tableNumber: reservation.tableNumber, guestName: 'Anika Rai' },
    });
    expect(shown.body).not.toContain(guest.email);
    expect(await statusOf(reservation._id)).toBe('active');

    const done = await cancel(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: CANCEL_LINK_TEXTS.cancelled, data: { state: 'cancelled' } });
    expect(await statusOf(reservation._id)).toBe('cancelled');

    const again = await cancel(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CANCEL_LINK_TEXTS.alreadyCancelled });
    expect((await view(token)).json().data.state).toBe('cancelled');
  });

  it("confirms the cancellation to the guest and tells the restaurant, once, in the cancellation's transaction", async () => {
    const { reservation, token } = await bookedWithLink();
    await ctx.db.delete(outboxMessages);
    sink.received.length = 0;
    expect((await cancel(token)).statusCode).toBe(200);
    expect((await cancel(token)).statusCode).toBe(409);
    const queued = await ctx.db.select().from(outboxMessages);
    expect(queued.map((row) => [row.kind, row.recipient]).sort()).toEqual([
      ['reservation_guest_cancelled', guest.email],
      ['reservation_guest_cancelled_notice', 'hello@flamekissed.example'],
    ]);

    await ctx.app.mail.sender.deliverDue();
    const toGuest = sink.received.find((mail) => mail.subject?.startsWith('Reservation cancelled:'))!;
    expect(toGuest.to).toMatchObject({ text: guest.email });
    expect(toGuest.subject).toMatch(
      new RegExp(
        `^Reservation cancelled: Table ${reservation.tableNumber}, \\w+day, \\w+ \\d+ at \\d+:\\d\\d [AP]M$`,
      ),
    );
    expect(toGuest.text).toContain('Your reservation is cancelled');
    expect(toGuest.text).toContain(`${SITE}/tables`);
    const toRestaurant = sink.received.find((mail) => mail.subject?.startsWith('Cancelled by the guest:'))!;
    expect(toRestaurant.to).toMatchObject({ text: 'hello@flamekissed.example' });
    expect(toRestaurant.subject).toMatch(
      new RegExp(`^Cancelled by the guest: Table ${reservation.tableNumber}, \\w+day`),
    );
    expect(toRestaurant.text).toContain('Anika Rai cancelled their reservation');
    expect(toRestaurant.replyTo).toMatchObject({ text: guest.email });
    expect(toRestaurant.text).toMatch(new RegExp(`${SITE}/admin-dashboard/[\\w-]+/reservations`));
  });

  it('cancels once when two uses race', async () => {
    const { token } = await bookedWithLink();
    const answers = await Promise.all([cancel(token), cancel(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('stops working when the booking starts', async () => {
    const { reservation, token } = await bookedWithLink();
    clock.now = new Date(reservation.startsAt);
    expect((await view(token)).json().data.state).toBe('started');
    const late = await cancel(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: CANCEL_LINK_TEXTS.started });
    expect(await statusOf(reservation._id)).toBe('active');
  });

  it('refuses a forged token, and one signed for another purpose', async () => {
    const { reservation, token } = await bookedWithLink();
    for (const forged of [
      `${reservation._id}.${'A'.repeat(43)}`,
      reservation._id,
      token.slice(0, -2),
      ctx.app.mail.links.sign('password-reset', reservation._id),
    ]) {
      expect((await view(forged)).statusCode).toBe(400);
      const answer = await cancel(forged);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: CANCEL_LINK_TEXTS.invalid });
    }
    expect(await statusOf(reservation._id)).toBe('active');
  });
});

describe('cancelled by the restaurant', () => {
  it('tells the guest, in the transaction of the cancellation', async () => {
    const reservation = await book();
    await ctx.db.delete(outboxMessages);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/unbook-table',
      headers: owner.headers,
      payload: { reservationId: reservation._id },
    });
    expect(answer.statusCode).toBe(200);
    const mail = await deliveredMail();
    expect(mail.to).toMatchObject({ text: guest.email });
    expect(mail.subject).toMatch(new RegExp(`^Reservation cancelled: Table ${reservation.tableNumber}, `));
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('The restaurant cancelled your reservation');
      expect(part).toContain(`${SITE}/tables`);
    }
  });

  it("carries the owner's reason to the guest's email and to the booking's page", async () => {
    const { reservation, token } = await bookedWithLink();
    sink.received.length = 0;
    const reason = 'A private event has booked the restaurant that evening.';
    const unbook = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/restaurants/unbook-table',
        headers: owner.headers,
        payload,
      });
    const tooLong = await unbook({ reservationId: reservation._id, reason: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toEqual({ reason: ['Reason must be at most 300 characters'] });
    expect(await statusOf(reservation._id)).toBe('active');

    expect((await unbook({ reservationId: reservation._id, reason: `  ${reason} ` })).statusCode).toBe(200);
    const mail = await deliveredMail();
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.html as string).toContain(reason);
    expect((await view(token)).json().data).toMatchObject({ state: 'cancelled', cancelReason: reason });
  });

  it('keeps no reason when guests cancel their own booking, and says none when the owner gives none', async () => {
    const own = await book();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/unbook-table',
      headers: guest.headers,
      payload: { reservationId: own._id, reason: 'Changed my mind' },
    });
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, own._id));
    expect(row!.cancelReason).toBe('');

    const theirs = await book();
    await ctx.db.delete(outboxMessages);
    sink.received.length = 0;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/unbook-table',
      headers: owner.headers,
      payload: { reservationId: theirs._id },
    });
    expect((await deliveredMail()).text).not.toContain('Reason:');
  });

  it('is not sent when guests cancel their own booking', async () => {
    const reservation = await book();
    await ctx.db.delete(outboxMessages);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/unbook-table',
      headers: guest.headers,
      payload: { reservationId: reservation._id },
    });
    expect(answer.statusCode).toBe(200);
    expect(await ctx.db.select().from(outboxMessages)).toEqual([]);
  });
});
