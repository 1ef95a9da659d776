import type { PartyReservation } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema';
import { instant } from '../../src/modules/tables/test-kit';
import { useTestApp } from '../fixtures/test-app-fixture';
import { PHONE, useLayout } from './layout';

/** Friday, March 6 2026, noon in Chicago. */
const NOW = new Date(instant('2026-03-06', '12:00'));
const MONDAY = '2026-03-09';

const {
  ctx,
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
});
