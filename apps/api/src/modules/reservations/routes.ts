import {
  PARTY_BOOKING_MESSAGES,
  partyAvailabilityQuerySchema,
  partyBookingBodySchema,
  partyReservationSchema,
  partyTimeSchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerLimits } from '../../lib/customer-limits';
import { ok, replies } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { partyAvailability } from './availability';
import { bookParty } from './party-booking';
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
};
