import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, waitlistEntries } from '../../db/schema';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

/** The app's clock: each join a minute after the last, so the line's order is the joining order. */
const clock = { now: new Date() };
const tick = () => (clock.now = new Date(clock.now.getTime() + 60_000));

const {
  ctx,
  owner,
  restaurant,
  users: { carol },
} = useTestApp({ seed: true, now: () => clock.now, users: { carol: { name: 'Carol Customer' } } });

beforeEach(async () => {
  clock.now = new Date();
  await ctx.db.delete(waitlistEntries);
  await ctx.db.delete(outboxMessages);
});

const walkIn = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rai',
  phone: '(312) 555-0188',
  partySize: 4,
  quotedMinutes: 20,
  ...overrides,
});

async function join(overrides: Record<string, unknown> = {}) {
  tick();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: owner.headers,
    payload: walkIn(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; placeInLine: number | null; link: string; status: string };
}

const patch = (id: string, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/waitlist/${id}`,
    headers: owner.headers,
    payload: { status },
  });

async function line() {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/waitlist', headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { name: string; placeInLine: number | null; status: string }[]).map(
    (entry) => [entry.name, entry.placeInLine, entry.status],
  );
}

describe('POST /api/waitlist', () => {
  it('adds a walk-in at the end of the line with a signed link to their page', async () => {
    const first = await join({ name: 'First Party' });
    const second = await join({ name: 'Second Party', partySize: 2, quotedMinutes: 35 });

    expect(first.placeInLine).toBe(1);
    expect(second).toMatchObject({ placeInLine: 2, status: 'waiting', partySize: 2, quotedMinutes: 35 });
    expect(second.link).toMatch(/^http:\/\/localhost:\d+\/waitlist\/[\w-]+\.[\w-]+$/);
    expect(await line()).toEqual([
      ['First Party', 1, 'waiting'],
      ['Second Party', 2, 'waiting'],
    ]);
  });

  it('counts only guests still waiting ahead: a party seated or told ahead no longer holds a place', async () => {
    const a = await join({ name: 'A' });
    const b = await join({ name: 'B' });
    await join({ name: 'C' });

    expect((await patch(a.id, 'notified')).statusCode).toBe(200);
    expect((await patch(b.id, 'seated')).statusCode).toBe(200);

    expect(await line()).toEqual([
      ['A', null, 'notified'],
      ['C', 1, 'waiting'],
    ]);
  });

  it("leaves earlier days' entries out of today's line and out of the places", async () => {
    const yesterday = new Date(clock.now.getTime() - 24 * 60 * 60_000);
    const today = await join({ name: 'Today' });
    await ctx.db.insert(waitlistEntries).values({
      id: 'stale-entry',
      restaurantId: restaurant.id,
      name: 'Yesterday',
      phone: '312 555 0100',
      partySize: 2,
      quotedMinutes: 10,
      createdAt: yesterday,
    });
    const later = await join({ name: 'Later' });

    expect(today.placeInLine).toBe(1);
    expect(later.placeInLine).toBe(2);
    expect(await line()).toEqual([
      ['Today', 1, 'waiting'],
      ['Later', 2, 'waiting'],
    ]);
  });

  it.each([
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ phone: '555' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: undefined }, 'phone', 'Phone number is required'],
    [{ partySize: 0 }, 'partySize', 'Party size must be a whole number from 1 to 20'],
    [{ quotedMinutes: 2.5 }, 'quotedMinutes', 'Quoted wait must be a whole number of minutes from 0 to 240'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
  ])('refuses %o with a 400 naming the field', async (overrides, field, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: owner.headers,
      payload: walkIn(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error[field]).toContain(message);
    expect(await ctx.db.select().from(waitlistEntries)).toHaveLength(0);
  });

  it('is for the owner only', async () => {
    const asCustomer = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: carol.headers,
      payload: walkIn(),
    });
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/waitlist' });
    expect(anonymous.statusCode).toBe(401);
    const entry = await join();
    const patchByCustomer = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/waitlist/${entry.id}`,
      headers: carol.headers,
      payload: { status: 'seated' },
    });
    expect(patchByCustomer.statusCode).toBe(403);
    expect(await line()).toEqual([['Asha Rai', 1, 'waiting']]);
  });
});

describe('PATCH /api/waitlist/{id}', () => {
  it('notifies, then seats; stamps each change with the app clock', async () => {
    const entry = await join();
    tick();
    const notified = await patch(entry.id, 'notified');
    expect(notified.statusCode).toBe(200);
    expect(notified.json().data).toMatchObject({ status: 'notified', notifiedAt: clock.now.toISOString() });

    tick();
    expect((await patch(entry.id, 'seated')).json().data.status).toBe('seated');
    const [row] = await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    expect(row!.endedAt).toEqual(clock.now);
    expect(await line()).toEqual([]);
  });

  it('refuses a change the line cannot make, saying where the guest stands', async () => {
    const entry = await join();
    await patch(entry.id, 'notified');

    const again = await patch(entry.id, 'notified');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This guest has already been told their table is ready.');

    expect((await patch(entry.id, 'left')).statusCode).toBe(200);
    const seatAfterLeft = await patch(entry.id, 'seated');
    expect(seatAfterLeft.statusCode).toBe(409);
    expect(seatAfterLeft.json().message).toBe('This guest has already left the waitlist.');

    const unknown = await patch(entry.id, 'waiting');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.status).toBeDefined();

    const missing = await patch('0190e1c2-0000-7000-8000-000000000000', 'seated');
    expect(missing.statusCode).toBe(404);
  });

  it('applies exactly one of racing taps (Seated and Left at once)', async () => {
    for (let round = 0; round < 5; round++) {
      const entry = await join({ name: `Race ${round}` });
      const answers = await Promise.all([patch(entry.id, 'seated'), patch(entry.id, 'left')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json().data.status;
      const [row] = await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
      expect(row!.status).toBe(winner);
    }
  });

  it('queues one ready message for a guest with an email when notified, and a link when they join', async () => {
    const withEmail = await join({ email: 'Asha@Example.test' });
    await join({ name: 'No Email' });
    await patch(withEmail.id, 'notified');
    await patch(withEmail.id, 'seated');

    const mail = await ctx.db.select().from(outboxMessages);
    expect(mail.map((m) => [m.kind, m.recipient, m.payload]).sort()).toEqual([
      ['waitlist_joined', 'asha@example.test', { entryId: withEmail.id }],
      ['waitlist_ready', 'asha@example.test', { entryId: withEmail.id }],
    ]);
  });
});
