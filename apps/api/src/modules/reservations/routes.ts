import {
  BOOKING_CHANGE_MESSAGES,
  bookingChangeBodySchema,
  idParamsSchema,
  ownerBookingSchema,
  RESERVATION_CHANGE_MESSAGES,
  reservationDayQuerySchema,
  reservationDaySchema,
  reservationStatusBodySchema,
  reservationTablesBodySchema,
  RESERVATION_MOVE_MESSAGES,
  PARTY_BOOKING_MESSAGES,
  partyAvailabilityQuerySchema,
  partyBookingBodySchema,
  partyReservationSchema,
  partyTimeSchema,
  STAFF_BOOKING_MESSAGE,
  staffAvailabilityQuerySchema,
  staffBookingBodySchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerLimits } from '../../lib/customer-limits';
import { ok, replies } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { requireOwner } from '../../plugins/owner';
import { partyAvailability } from './availability';
import { changeBooking } from './change-booking';
import { changeReservationStatus } from './lifecycle';
import { moveReservationTables } from './move-tables';
import { reservationDay } from './owner-bookings';
import { bookForGuest, bookParty } from './party-booking';
import { readPartyBookingContext } from './party-rules';

/** Bookings by party size: the times a party can book, and the booking itself (the server assigns tables). */
export const reservationRoutes: FastifyPluginAsyncZod<{ customerLimits: CustomerLimits }> = async (
  app,
  { customerLimits },
) => {
  /** Public, read at the app's clock on every request. */
  app.get(
    '/reservations/availability',
    {
      schema: {
        querystring: partyAvailabilityQuerySchema,
        response: replies({ 200: z.array(partyTimeSchema) }),
      },
    },
    async (request) => {
      const now = app.now();
      const { date, partySize } = request.query;
      return ok(
        await partyAvailability(app.db, await readPartyBookingContext(app.db, now), date, partySize, now),
      );
    },
  );

  app.post(
    '/reservations',
    {
      onRequest: requireUser,
      schema: { body: partyBookingBodySchema, response: replies({ 201: partyReservationSchema }) },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error('requireUser ran before this handler');
      const reservation = await bookParty(app.db, app.events, customerLimits, user, request.body, app.now());
      const message =
        reservation.status === 'requested' ? PARTY_BOOKING_MESSAGES.requested : PARTY_BOOKING_MESSAGES.booked;
      return reply.status(201).send(ok(reservation, message));
    },
  );

  /** The owner's: the times they may book a party for a guest on that date (the hours and the tables only). */
  app.get(
    '/reservations/staff/availability',
    {
      onRequest: requireOwner,
      schema: {
        querystring: staffAvailabilityQuerySchema,
        response: replies({ 200: z.array(partyTimeSchema) }),
      },
    },
    async (request) => {
      const now = app.now();
      const { date, partySize, except } = request.query;
      const ctx = await readPartyBookingContext(app.db, now);
      return ok(await partyAvailability(app.db, ctx, date, partySize, now, 'staff', except));
    },
  );

  /** The owner books a party for a guest who called or came by, without an account. */
  app.post(
    '/reservations/staff',
    {
      onRequest: requireOwner,
      schema: { body: staffBookingBodySchema, response: replies({ 201: ownerBookingSchema }) },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error('requireOwner ran before this handler');
      const booking = await bookForGuest(app.db, app.events, customerLimits, user, request.body, app.now());
      return reply.status(201).send(ok(booking, STAFF_BOOKING_MESSAGE));
    },
  );

  /** The owner's day: the tables and every booking of that date's service (past midnight on a late night), with phones and no-show counts. */
  app.get(
    '/reservations/day',
    {
      onRequest: requireOwner,
      schema: { querystring: reservationDayQuerySchema, response: replies({ 200: reservationDaySchema }) },
    },
    async (request) => ok(await reservationDay(app.db, request.query.date, app.now())),
  );

  /** The owner seats, completes, marks a no-show, cancels (with a reason), accepts or declines a request. */
  app.patch(
    '/reservations/:id/status',
    {
      onRequest: requireOwner,
      schema: {
        params: idParamsSchema,
        body: reservationStatusBodySchema,
        response: replies({ 200: ownerBookingSchema }),
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new Error('requireOwner ran before this handler');
      const { status } = request.body;
      const booking = await changeReservationStatus(
        app.db,
        app.events,
        user,
        request.params.id,
        request.body,
        app.now(),
      );
      return ok(booking, RESERVATION_CHANGE_MESSAGES[status]);
    },
  );

  /** The owner changes a booked party's date, time and size (the guest asked); the guest is emailed. */
  app.patch(
    '/reservations/:id',
    {
      onRequest: requireOwner,
      schema: {
        params: idParamsSchema,
        body: bookingChangeBodySchema,
        response: replies({ 200: ownerBookingSchema }),
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new Error('requireOwner ran before this handler');
      const booking = await changeBooking(
        app.db,
        app.events,
        user,
        request.params.id,
        request.body,
        app.now(),
      );
      return ok(booking, BOOKING_CHANGE_MESSAGES.changed);
    },
  );

  /** The owner moves a booking (booked or seated) to other tables, for the same time; the guest is not emailed. */
  app.patch(
    '/reservations/:id/tables',
    {
      onRequest: requireOwner,
      schema: {
        params: idParamsSchema,
        body: reservationTablesBodySchema,
        response: replies({ 200: ownerBookingSchema }),
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new Error('requireOwner ran before this handler');
      const booking = await moveReservationTables(
        app.db,
        app.events,
        user,
        request.params.id,
        request.body,
        app.now(),
      );
      return ok(booking, RESERVATION_MOVE_MESSAGES.moved);
    },
  );
};
