import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { booking, tableByNumber } from '../src/modules/tables/test-kit';
import { useTestApp } from './fixtures/test-app-fixture';
import { openStream } from './sse-client';

/** The message that this test's commit-time trigger refuses: its transaction is rolled back. */
const PROBE = 'roll-back-probe';

const {
  ctx,
  owner,
  users: { alice },
} = useTestApp({ seed: true, users: { alice: { name: 'Alice Commit' } } });
let url: string;
/** A booking of this table, or a cancellation of a booking of that one, fails at commit. */
let refusesBookings: string;
let refusesCancellations: string;

beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  refusesBookings = (await tableByNumber(ctx, 4)).id;
  refusesCancellations = (await tableByNumber(ctx, 6)).id;
  // Constraint triggers deferred to COMMIT: the change, its mail and its event are all written, and then
  // the commit fails, as any late failure of a transaction would.
  const literal = (text: string) => sql.raw(`'${text}'`);
  await ctx.db.execute(sql`
    create function refuse_at_commit() returns trigger language plpgsql as $$
    begin
      raise exception 'refused at commit';
    end $$`);
  await ctx.db.execute(sql`
    create constraint trigger refuse_booking after insert on reservations
    deferrable initially deferred for each row when (new.table_id = ${literal(refusesBookings)})
    execute function refuse_at_commit()`);
  await ctx.db.execute(sql`
    create constraint trigger refuse_cancellation after update on reservations
    deferrable initially deferred for each row
    when (new.table_id = ${literal(refusesCancellations)} and new.status = 'cancelled')
    execute function refuse_at_commit()`);
  await ctx.db.execute(sql`
    create constraint trigger refuse_contact after insert on contact_messages
    deferrable initially deferred for each row when (new.message = ${literal(PROBE)})
    execute function refuse_at_commit()`);
});

async function ownerStream() {
  const ticket = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/events/ticket',
    headers: owner.headers,
  });
  const stream = await openStream(
    `${url}/api/admin/events?ticket=${encodeURIComponent(ticket.json().data.ticket as string)}`,
  );
  await stream.next('ready');
  return stream;
}

const book = async (tableId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers: alice.headers,
    payload: booking(tableId),
  });

const ownerCancels = (reservationId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/unbook-table',
    headers: owner.headers,
    payload: { reservationId },
  });

const contact = (message: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/contact',
    payload: { name: 'Leo', email: 'leo@example.test', subject: 'feedback', message },
  });

// Events of committed transactions arrive in commit order: when the later, committed change's event arrives,
// an event of the rolled-back one would have arrived before it.
describe('events are published in the transaction of their change', () => {
  it('a booking whose transaction rolls back announces nothing; the next booking is announced', async () => {
    const stream = await ownerStream();
    const refused = await book(refusesBookings);
    expect(refused.statusCode).toBe(500);
    const [held] = (
      await ctx.db.execute(
        sql`select count(*)::int as n from reservations where table_id = ${refusesBookings}`,
      )
    ).rows;
    expect(held).toEqual({ n: 0 });

    const table = await tableByNumber(ctx, 5);
    const booked = await book(table.id);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await stream.next('reservation')).toMatchObject({
      type: 'booked',
      reservationId: booked.json().data._id,
      tableId: table.id,
    });
    expect(stream.events.filter((event) => event.event === 'reservation')).toHaveLength(1);
    stream.close();
  });

  it('a cancellation whose transaction rolls back announces nothing and leaves the booking', async () => {
    const stream = await ownerStream();
    const probe = await book(refusesCancellations);
    expect(probe.statusCode, probe.body).toBe(201);
    const probeId = probe.json().data._id as string;
    await stream.next('reservation', (event: { reservationId: string }) => event.reservationId === probeId);

    expect((await ownerCancels(probeId)).statusCode).toBe(500);
    const [row] = (await ctx.db.execute(sql`select status from reservations where id = ${probeId}`)).rows;
    expect(row).toEqual({ status: 'active' });

    const other = await book((await tableByNumber(ctx, 7)).id);
    expect(other.statusCode, other.body).toBe(201);
    const otherId = other.json().data._id as string;
    expect((await ownerCancels(otherId)).statusCode).toBe(200);
    await stream.next('reservation', (event: { type: string }) => event.type === 'cancelled');
    const cancellations = stream.events.filter(
      (event) => event.event === 'reservation' && (event.data as { type: string }).type === 'cancelled',
    );
    expect(cancellations.map((event) => (event.data as { reservationId: string }).reservationId)).toEqual([
      otherId,
    ]);
    stream.close();
  });

  it('a contact message whose transaction rolls back announces nothing; the next one is announced', async () => {
    const stream = await ownerStream();
    expect((await contact(PROBE)).statusCode).toBe(500);
    const [held] = (
      await ctx.db.execute(sql`select count(*)::int as n from contact_messages where message = ${PROBE}`)
    ).rows;
    expect(held).toEqual({ n: 0 });

    const sent = await contact('Hello there');
    expect(sent.statusCode).toBe(201);
    expect(await stream.next('message')).toMatchObject({
      type: 'received',
      kind: 'contact',
      id: sent.json().data._id,
    });
    expect(stream.events.filter((event) => event.event === 'message')).toHaveLength(1);
    stream.close();
  });
});
