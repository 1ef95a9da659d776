import type { BookingBody } from '@flame/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { TEST_SITE_URL, useTestApp } from '../../../test/fixtures/test-app-fixture';
import { outboxMessages, reservations, restaurants } from '../../db/schema';
import { booking, weeknight } from '../tables/test-kit';
import { createMailSender } from './sender';
import { createMailTransport, type MailTransport } from './transport';

const SITE = TEST_SITE_URL;
const HOUR = 3_600_000;
/** The app's clock: the machine's, unless a test moves it. */
const clock: { now: Date | undefined } = { now: undefined };
let nth = 0;
/** The test senders' one SMTP transport (pooled), closed before the server. */
let transport: MailTransport;

const { ctx, owner, tables, sink } = useTestApp({
  mail: { from: 'Flame-kissed <hello@flamekissed.example>' },
  now: () => clock.now ?? new Date(),
  seed: true,
});
beforeAll(() => {
  transport = createMailTransport(ctx.config.mail);
});
afterAll(() => transport.close());
beforeEach(async () => {
  clock.now = undefined;
  await ctx.db.update(restaurants).set({ reminderHours: 3 });
  // Each test meets only its own bookings.
  await ctx.db.update(reservations).set({ status: 'cancelled' });
  await ctx.db.delete(outboxMessages);
  sink.received.length = 0;
  sink.refuseWith = undefined;
});

interface Booked {
  _id: string;
  startsAt: string;
  tableNumber: number;
  reservedDate: string;
}

/** A new guest books a table on their own weeknight (so tests never overlap); its confirmation is sent. */
async function book(overrides: Partial<BookingBody> = {}): Promise<{ guest: TestUser; reservation: Booked }> {
  nth += 1;
  clock.now = undefined;
  const guest = await createUser(ctx.app, { name: 'Anika Rai' });
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers: guest.headers,
    payload: booking(tables[4]!.id, { reservedDate: weeknight(2, nth), ...overrides }),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  sink.received.length = 0;
  await ctx.app.mail.sender.deliverDue();
  expect(sink.received.map((mail) => mail.subject)).toEqual([expect.stringMatching(/ reserved: /)]);
  sink.received.length = 0;
  return { guest, reservation: answer.json().data as Booked };
}

const hoursBefore = (reservation: Booked, hours: number) =>
  new Date(new Date(reservation.startsAt).getTime() - hours * HOUR);

/** A sender (as in each instance) on the test's database whose clock reads `at`. */
const senderAt = (at: () => Date) =>
  createMailSender({
    db: ctx.db,
    transport,
    site: { siteUrl: SITE, links: ctx.app.mail.links },
    log: ctx.app.log,
    now: at,
  });

/** Runs a sender with its clock (and the app's) at `at`; the reminders that arrived. */
async function sendAt(at: Date) {
  clock.now = at;
  await senderAt(() => at).deliverDue();
  return sink.received.filter((mail) => mail.subject?.startsWith('Reminder:'));
}

const reminderRows = () =>
  ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'reservation_reminder'));

describe('the reminder before a booking', () => {
  it('arrives once, when the set hours before the booking begin, with table, date, time, guests and the cancel link', async () => {
    const { guest, reservation } = await book({ reservedTime: '6:30 PM', guests: 4 });
    expect(await sendAt(new Date(hoursBefore(reservation, 3).getTime() - 60_000))).toHaveLength(0);

    const [mail, ...more] = await sendAt(hoursBefore(reservation, 3));
    expect(more).toHaveLength(0);
    expect(mail!.to).toMatchObject({ text: guest.email });
    expect(mail!.subject).toMatch(
      new RegExp(`^Reminder: Table ${reservation.tableNumber}, \\w+day, \\w+ \\d+ at 6:30 PM, 4 guests$`),
    );
    for (const part of [mail!.text!, mail!.html as string]) {
      expect(part).toContain(`Table ${reservation.tableNumber}`);
      expect(part).toContain('6:30 PM');
      expect(part).toMatch(/Guests[\s\S]{0,200}4/);
      expect(part).toMatch(new RegExp(`${SITE}/reservations/cancel\\?token=[\\w.%-]+`));
    }
    // The cancel link works: it names this booking.
    const token = decodeURIComponent(/\/reservations\/cancel\?token=([\w.%-]+)/.exec(mail!.text!)![1]!);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/reservations/cancel?token=${encodeURIComponent(token)}`,
    });
    expect(shown.json().data).toMatchObject({ state: 'active', reservation: { _id: reservation._id } });

    // Later passes, a restart (a new sender) included, send nothing more.
    expect(await sendAt(hoursBefore(reservation, 1))).toHaveLength(1);
    await senderAt(() => hoursBefore(reservation, 0.5)).deliverDue();
    expect(sink.received).toHaveLength(1);
    expect(await reminderRows()).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('follows the setting: 5 hours before, or none when it is 0', async () => {
    const { reservation } = await book();
    const settings = (body: { reminderHours: number; newOrderEmails: boolean }) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/mail/settings',
        headers: owner.headers,
        payload: body,
      });
    expect((await settings({ reminderHours: 5, newOrderEmails: false })).statusCode).toBe(200);
    expect(await sendAt(hoursBefore(reservation, 5.1))).toHaveLength(0);
    expect(await sendAt(hoursBefore(reservation, 5))).toHaveLength(1);

    const other = await book();
    expect((await settings({ reminderHours: 0, newOrderEmails: false })).statusCode).toBe(200);
    sink.received.length = 0;
    expect(await sendAt(hoursBefore(other.reservation, 1))).toHaveLength(0);
    expect((await settings({ reminderHours: 73, newOrderEmails: false })).statusCode).toBe(400);
  });

  it('is never sent for a cancelled booking, whether cancelled before or after it was queued', async () => {
    const early = await book();
    const unbook = (guest: TestUser, reservationId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/restaurants/table/unbook-table',
        headers: guest.headers,
        payload: { reservationId },
      });
    expect((await unbook(early.guest, early.reservation._id)).statusCode).toBe(200);
    expect(await sendAt(hoursBefore(early.reservation, 2))).toHaveLength(0);
    expect(await reminderRows()).toHaveLength(0);

    // Queued while the mail server was busy, cancelled before it could be sent: dropped, never sent.
    const late = await book();
    sink.refuseWith = 421;
    expect(await sendAt(hoursBefore(late.reservation, 3))).toHaveLength(0);
    expect(await reminderRows()).toMatchObject([{ status: 'pending', attempts: 1 }]);
    clock.now = undefined;
    expect((await unbook(late.guest, late.reservation._id)).statusCode).toBe(200);
    sink.refuseWith = undefined;
    expect(await sendAt(hoursBefore(late.reservation, 2))).toHaveLength(0);
    expect(await reminderRows()).toMatchObject([
      { status: 'dropped', lastError: 'The booking was cancelled' },
    ]);
  });

  it('is never sent for a booking that has started, nor for one booked inside the reminder time', async () => {
    const { reservation } = await book();
    expect(await sendAt(new Date(new Date(reservation.startsAt).getTime() + 60_000))).toHaveLength(0);

    // Booked two hours before it starts: its confirmation says it all.
    const soon = await book();
    clock.now = hoursBefore(soon.reservation, 2);
    await ctx.db
      .update(reservations)
      .set({ createdAt: clock.now })
      .where(eq(reservations.id, soon.reservation._id));
    expect(await sendAt(hoursBefore(soon.reservation, 1))).toHaveLength(0);
    expect(await reminderRows()).toHaveLength(0);
  });

  it('two senders on one database send it once', async () => {
    const reservedDate = weeknight(2, 40);
    const booked = [];
    for (const { id: tableId } of tables.slice(5, 8)) booked.push(await book({ tableId, reservedDate }));
    const at = new Date(Math.max(...booked.map(({ reservation }) => hoursBefore(reservation, 1).getTime())));
    const [a, b] = [senderAt(() => at), senderAt(() => at)];
    await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
    const reminders = sink.received.filter((mail) => mail.subject?.startsWith('Reminder:'));
    expect(reminders).toHaveLength(3);
    expect(new Set(reminders.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).size).toBe(3);
    expect(await reminderRows()).toHaveLength(3);
  });
});

describe('turning reminders off', () => {
  it('from the profile: saved, and no reminder is sent', async () => {
    const { guest, reservation } = await book();
    const preferences = () =>
      ctx.app.inject({ method: 'GET', url: '/api/users/mail-preferences', headers: guest.headers });
    expect((await preferences()).json().data).toMatchObject({ reminderEmails: true });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/mail-preferences',
      headers: guest.headers,
      payload: { reminderEmails: false },
    });
    expect(saved.statusCode).toBe(200);
    expect((await preferences()).json().data).toMatchObject({ reminderEmails: false });
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/users/mail-preferences', payload: {} })).statusCode,
    ).toBe(401);
    expect(await sendAt(hoursBefore(reservation, 1))).toHaveLength(0);
  });

  it("with one click from the reminder's List-Unsubscribe link, without signing in", async () => {
    const { guest, reservation } = await book();
    const [mail] = await sendAt(hoursBefore(reservation, 3));
    // A header line as sent, unfolded.
    const header = (name: string) =>
      mail!.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const link = /^List-Unsubscribe: <(.+)>$/.exec(header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${SITE}/unsubscribe\\?token=[\\w.%-]+$`));
    expect(mail!.text).toContain(link);
    const address = new URL(link);

    // A GET (a mail scanner, the page) changes nothing.
    const token = address.searchParams.get('token')!;
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(shown.json().data).toEqual({ email: guest.email, reminderEmails: true });

    // The mail app's one-click POST to the link itself.
    const clicked = await ctx.app.inject({
      method: 'POST',
      url: `${address.pathname}${address.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    const preferences = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/mail-preferences',
      headers: guest.headers,
    });
    expect(preferences.json().data).toMatchObject({ reminderEmails: false });

    // A forged token turns nothing off.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${encodeURIComponent(`${guest.id}.forged`)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const next = await book();
    expect(
      await ctx.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.kind, 'reservation_reminder'),
            eq(outboxMessages.recipient, next.guest.email),
          ),
        ),
    ).toHaveLength(0);
  });
});
