import type { Reservation } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { reservations, users } from '../../db/schema';
import { booking, weeknight } from './test-kit';

const {
  ctx,
  owner,
  tables,
  users: { guest, noProfilePhone },
} = useTestApp({ seed: true, users: { guest: {}, noProfilePhone: {} } });

let nth = 0;
function book(payload: Record<string, unknown>, headers = guest.headers) {
  nth += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers,
    payload: { ...booking(tables[2]!.id, { reservedDate: weeknight(3, nth) }), ...payload },
  });
}

/** The phone the owner's list shows for a booking. */
async function ownerSeesPhone(id: string) {
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/restaurants/reservations/all',
    headers: owner.headers,
  });
  return (list.json().data as Reservation[]).find((r) => r._id === id)?.phone;
}

describe('the phone on a per-table booking', () => {
  it('is stored when given and shown to the owner', async () => {
    const response = await book({ phone: ' (312) 555-0142 ' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data._id as string;
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.phone).toBe('(312) 555-0142');
    expect(await ownerSeesPhone(id)).toBe('(312) 555-0142');
  });

  it("may be left out (the per-table body): the owner then sees the profile's phone, or none", async () => {
    await ctx.db.update(users).set({ phone: '312-555-0177' }).where(eq(users.id, guest.id));
    const withProfile = await book({});
    expect(withProfile.statusCode, withProfile.body).toBe(201);
    expect(await ownerSeesPhone(withProfile.json().data._id)).toBe('312-555-0177');

    const without = await book({}, noProfilePhone.headers);
    expect(without.statusCode, without.body).toBe(201);
    expect(await ownerSeesPhone(without.json().data._id)).toBeNull();
  });

  it('is refused with a 400 naming phone when malformed', async () => {
    for (const phone of ['call me', '12', '+1 312 555 0142 0000 0000', 42]) {
      const response = await book({ phone });
      expect(response.statusCode, String(phone)).toBe(400);
      expect(Object.keys(response.json().error ?? {}), String(phone)).toEqual(['phone']);
    }
  });

  it("is not shown in the guest's own list", async () => {
    const response = await book({ phone: '(312) 555-0142' });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurants/reservations',
      headers: guest.headers,
    });
    const own = (mine.json().data as Reservation[]).find((r) => r._id === response.json().data._id);
    expect(own).toBeDefined();
    expect(own).not.toHaveProperty('noShows');
  });
});
