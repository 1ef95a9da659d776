import { guestDetailSchema, guestSchema, type Guest } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import {
  addresses,
  cateringRequests,
  contactMessages,
  orders,
  reservations,
  sessions,
  users,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import { reportSummary } from '../reports/service';

/**
 * One guest met through every channel, in 2032 (years from the seed's orders): an account, a phone order taken
 * by the restaurant with another phone and the same email, a booking with that phone, a catering request and a
 * message. The book merges them, keeps the owner's notes and erases the guest.
 */
const clock = new Date('2032-05-20T18:00:00Z');
const { ctx, owner, restaurant, tables } = useTestApp({ seed: true, now: () => clock });

const guestList = z.object({ data: z.array(guestSchema) });

async function guests(query = ''): Promise<Guest[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/guests?query=${encodeURIComponent(query)}`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  return guestList.parse(response.json()).data;
}

async function addOrder(values: Partial<typeof orders.$inferInsert> & { totalCents: number }) {
  const id = newId();
  await ctx.db.insert(orders).values({
    id,
    restaurantId: restaurant.id,
    phone: '(512) 555-0100',
    pickupTime: new Date('2032-05-10T17:00:00Z'),
    createdAt: new Date('2032-05-10T15:00:00Z'),
    ...values,
  });
  return id;
}

/** Ada, known five ways; returns her account. */
async function meetAda() {
  const ada = await createUser(ctx.app, { name: 'Ada Lovelace', email: 'Ada.L@example.test' });
  await ctx.db
    .update(users)
    .set({ phone: '512-555-0188', marketingConsentAt: new Date('2032-01-02T10:00:00Z') })
    .where(eq(users.id, ada.id));
  await ctx.db
    .insert(addresses)
    .values({
      id: newId(),
      userId: ada.id,
      street: '1 Analytical Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
  // Picked up online with her account's phone, and one cancelled: only the first is spent.
  await addOrder({ userId: ada.id, phone: '512-555-0188', status: 'completed', totalCents: 4250 });
  await addOrder({ userId: ada.id, phone: '512-555-0188', status: 'cancelled', totalCents: 1000 });
  // A phone order taken by staff: her email in another case, a second phone.
  await addOrder({
    source: 'staff',
    customerName: 'Ada L.',
    customerEmail: 'ADA.L@example.test',
    phone: '+1 (512) 555-0199',
    status: 'completed',
    totalCents: 1875,
    note: 'calls when outside',
    pickupTime: new Date('2032-05-15T17:00:00Z'),
  });
  // A booking she was seated at, and one she missed.
  const booking = {
    userId: ada.id,
    tableId: tables[0]!.id,
    guests: 4,
    purpose: 'Dinner',
    phone: '5125550188',
  };
  await ctx.db.insert(reservations).values([
    {
      ...booking,
      id: newId(),
      startsAt: new Date('2032-05-18T00:00:00Z'),
      endsAt: new Date('2032-05-18T02:00:00Z'),
      status: 'completed',
      note: 'Window please',
    },
    {
      ...booking,
      id: newId(),
      startsAt: new Date('2032-04-18T00:00:00Z'),
      endsAt: new Date('2032-04-18T02:00:00Z'),
      status: 'no-show',
    },
  ]);
  // A catering request by the second phone only, and a message by the email only.
  await ctx.db.insert(cateringRequests).values({
    id: newId(),
    restaurantId: restaurant.id,
    name: 'Ada King',
    email: 'ada.king@example.test',
    phone: '512.555.0199',
    eventDate: '2032-06-01',
    eventType: 'Wedding',
    guestCount: 80,
    location: 'Barton Springs',
    createdAt: new Date('2032-05-01T10:00:00Z'),
  });
  await ctx.db.insert(contactMessages).values({
    id: newId(),
    restaurantId: restaurant.id,
    name: 'Ada',
    email: 'ada.l@example.test',
    subject: 'Gluten-free?',
    message: 'Do you have gluten-free bread?',
    createdAt: new Date('2032-05-02T10:00:00Z'),
  });
  return ada;
}

describe('the guest book', () => {
  it('merges one guest across an account, orders, a booking, a catering request and a message', async () => {
    const ada = await meetAda();
    const found = (await guests('ada')).filter((guest) => guest.email === 'ada.l@example.test');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada.l@example.test',
      phone: '512-555-0188',
      otherEmails: ['ada.king@example.test'],
      otherPhones: ['512.555.0199'],
      orders: 3,
      totalSpent: 61.25,
      visits: 3,
      noShows: 1,
      lastVisit: '2032-05-18T00:00:00.000Z',
      marketingConsent: true,
      marketingConsentAt: '2032-01-02T10:00:00.000Z',
      notes: '',
      tags: [],
    });
    // Found by the catering request's email, by a phone typed another way and by part of the name; not otherwise.
    const id = found[0]!.id;
    expect((await guests('ada.king@')).map((g) => g.id)).toEqual([id]);
    expect((await guests('(512) 555 0199')).map((g) => g.id)).toEqual([id]);
    expect((await guests('LOVELACE')).map((g) => g.id)).toEqual([id]);
    expect(await guests('nobody-by-this-name')).toEqual([]);
    // The id stays while she comes again.
    await addOrder({
      userId: ada.id,
      phone: '512-555-0188',
      status: 'completed',
      totalCents: 500,
      createdAt: clock,
    });
    expect((await guests('lovelace'))[0]).toMatchObject({ id, orders: 4, totalSpent: 66.25 });

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/guests/${id}`, headers: owner.headers });
    expect(detail.statusCode).toBe(200);
    const { history } = guestDetailSchema.parse(detail.json().data);
    expect(history.map((entry) => entry.kind).sort()).toEqual([
      'booking',
      'booking',
      'catering',
      'message',
      'order',
      'order',
      'order',
      'order',
    ]);
    expect(history.find((entry) => entry.kind === 'catering')?.title).toBe('Catering: Wedding');
  });

  it('keeps the notes and tags, and says which field is wrong', async () => {
    await createUser(ctx.app, { name: 'Grace Hopper', email: 'grace@example.test' });
    const [grace] = await guests('grace@example.test');
    const patch = (payload: unknown, id = grace!.id) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/guests/${id}`,
        headers: owner.headers,
        payload: payload as object,
      });

    const saved = await patch({ notes: 'Likes the corner table', tags: ['Regular', 'VIP'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      id: grace!.id,
      notes: 'Likes the corner table',
      tags: ['Regular', 'VIP'],
    });
    expect((await patch({ tags: ['Regular'] })).json().data).toMatchObject({
      notes: 'Likes the corner table',
      tags: ['Regular'],
    });
    // A message by the same email later: the notes stay with her, under the same id.
    await ctx.db.insert(contactMessages).values({
      id: newId(),
      restaurantId: restaurant.id,
      name: 'Grace',
      email: 'grace@example.test',
      phone: '512 555 0777',
      subject: 'Hi',
      message: 'Hello',
      createdAt: clock,
    });
    expect((await guests('5125550777'))[0]).toMatchObject({
      id: grace!.id,
      notes: 'Likes the corner table',
      tags: ['Regular'],
    });

    const tooLong = await patch({ notes: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toHaveProperty('notes');
    const badTags = await patch({ tags: ['ok', ''] });
    expect(badTags.statusCode).toBe(400);
    expect(Object.keys(badTags.json().error)).toEqual(['tags.1']);
    const notList = await patch({ tags: 'VIP' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().error).toHaveProperty('tags');
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ notes: 'x' }, 'g-no-such-guest')).statusCode).toBe(404);
  });

  it('erases a guest everywhere in one go and leaves the reports their figures', async () => {
    const ada = (await guests('lovelace'))[0]!;
    const range = { from: '2032-05-01', to: '2032-05-31' };
    const before = await reportSummary(ctx.db, restaurant, range);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/guests/${ada.id}`,
      headers: owner.headers,
      payload: { notes: 'Allergic to nuts' },
    });

    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/guests/${ada.id}/personal-data`,
      headers: owner.headers,
    });
    expect(erased.statusCode).toBe(200);

    expect(await reportSummary(ctx.db, restaurant, range)).toEqual(before);
    for (const query of ['ada', '555-0188', '555-0199', 'Allergic']) expect(await guests(query)).toEqual([]);
    const dump = JSON.stringify({
      users: await ctx.db.select().from(users),
      orders: await ctx.db.select().from(orders),
      reservations: await ctx.db.select().from(reservations),
      catering: await ctx.db.select().from(cateringRequests),
      messages: await ctx.db.select().from(contactMessages),
      addresses: await ctx.db.select().from(addresses),
    }).toLowerCase();
    for (const trace of [
      'lovelace',
      'ada.l@',
      'ada.king',
      '5550188',
      '555-0188',
      // The second phone as it was typed in each place; its last digits alone also occur in random ids.
      '555-0199',
      '555.0199',
      '5550199',
      'analytical',
      'window please',
      'calls when outside',
      'barton',
      'gluten',
    ]) {
      expect(dump).not.toContain(trace);
    }
    // The account stays, anonymous and signed out, so its orders and bookings still count as one customer's.
    const [account] = await ctx.db.select().from(users).where(eq(users.name, 'Erased guest'));
    expect(account).toMatchObject({ passwordHash: null, phone: null, marketingConsentAt: null });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, account!.id))).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/guests/${ada.id}/personal-data`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
