import type { OwnerBooking, PartyReservation, ReservationDay } from '@flame/shared';
import { expect } from 'vitest';
import { instant } from '../../src/modules/tables/test-kit';
import type { TestContext } from '../test-app';
import { PHONE } from '../party-bookings/layout';

/** Friday, March 6 2026, noon in Chicago: the lifecycle tests' clock. */
export const NOW = new Date(instant('2026-03-06', '12:00'));
export const MONDAY = '2026-03-09';
export const TUESDAY = '2026-03-10';

type Headers = { authorization: string };

/** A party booking (201 expected): a request when larger than the restaurant books online (8). */
export async function bookParty(
  ctx: TestContext,
  headers: Headers,
  payload: Record<string, unknown>,
): Promise<PartyReservation> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers,
    payload: { phone: PHONE, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as PartyReservation;
}

export function changeStatus(
  ctx: TestContext,
  headers: Headers,
  id: string,
  payload: Record<string, unknown>,
) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/reservations/${id}/status`, headers, payload });
}

/** A change the owner expects to go through: the booking as the owner now sees it. */
export async function changed(
  ctx: TestContext,
  headers: Headers,
  id: string,
  payload: Record<string, unknown>,
): Promise<OwnerBooking> {
  const response = await changeStatus(ctx, headers, id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as OwnerBooking;
}

export async function dayOf(ctx: TestContext, headers: Headers, date: string): Promise<ReservationDay> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/reservations/day?date=${date}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ReservationDay;
}
