import { addDaysToIsoDate } from '@flame/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { customerBlocks } from '../../src/db/schema';
import { createUser } from '../factories';
import { multipartForm, pngUpload } from '../multipart';
import { orderBody } from '../../src/modules/orders/order-test-helpers';
import { weeknight } from '../../src/modules/tables/test-kit';
import { CATALOGUE_ACCESS_CASES } from './catalogue-cases';
import { ROLES, type Caller, type Role, type World } from './world';

/** One route's row of the matrix: how to call it, and the status each caller must get. */
export interface AccessCase {
  request(world: World, caller: Caller): Promise<InjectOptions> | InjectOptions;
  expect: Record<Role, number>;
  /** An event stream: called over real HTTP, its status read, then the connection dropped. */
  stream?: boolean;
  /** More than the status: what the answer may show this caller. */
  check?(response: LightMyRequestResponse, caller: Caller, world: World): void;
}

const anyone = (status: number) => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  owner: status,
});
const signedIn = (status: number) => ({
  anonymous: 401,
  customerA: status,
  customerB: status,
  owner: status,
});
const ownerOnly = (status: number) => ({ anonymous: 401, customerA: 403, customerB: 403, owner: status });
/** A resource of customer A: A and the owner reach it; B gets the same 404 as for a missing one. */
const ofA = (status: number, owner = status) => ({
  anonymous: 401,
  customerA: status,
  customerB: 404,
  owner,
});

const get = (url: string) => ({ method: 'GET', url }) as const;

/** A new customer's guest id, as the owner's guest book names it (each call its own guest). */
async function freshGuestId(world: World): Promise<string> {
  const user = await createUser(world.ctx.app);
  const response = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/guests?query=${encodeURIComponent(user.email)}`,
    headers: world.ownerHeaders,
  });
  const [guest] = response.json().data as { id: string }[];
  if (!guest) throw new Error(`The guest book does not know ${user.email}`);
  return guest.id;
}

/** A date some 200 days ahead, a different one per caller role and per use. */
let specialDays = 0;
function specialDate(world: World, role: Role): string {
  specialDays += 1;
  return addDaysToIsoDate(world.tomorrow(), 200 + ROLES.indexOf(role) * 50 + specialDays);
}

/** A walk-in the owner adds to the waitlist: a fresh one per call, so each caller's change finds it waiting. */
async function walkInOf(world: World): Promise<{ id: string; token: string }> {
  const response = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: world.ownerHeaders,
    payload: { name: 'Matrix Walk-in', phone: '312 555 0190', partySize: 2, quotedMinutes: 15 },
  });
  const { id, link } = response.json().data as { id: string; link: string };
  return { id, token: decodeURIComponent(link.split('/waitlist/')[1]!) };
}

/** The answer never names customer A to anyone else. */
function hidesA(response: LightMyRequestResponse, caller: Caller, world: World) {
  if (caller.role === 'customerA' || caller.role === 'owner') return;
  expect(response.body).not.toContain(world.customerA.email);
  expect(response.body).not.toContain(world.customerA.id);
}

/**
 * The caller's headers on a session of its own, signed in for this call, so that ending it (or all of the
 * caller's sessions) leaves the matrix's callers signed in. Anonymous: no headers.
 */
async function freshSessionHeaders(world: World, caller: Caller): Promise<Record<string, string>> {
  if (caller.role === 'anonymous') return {};
  const owner = world.ctx.config.demoAccounts.admin;
  const account =
    caller.role === 'customerA' ? world.customerA : caller.role === 'customerB' ? world.customerB : owner;
  const login = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  return { authorization: `Bearer ${login.json().data.token as string}` };
}

/**
 * Every route the API registers, with the answer each caller must get.
 * A route missing here fails the test: add its row when you add the route.
 */
export const ACCESS_CASES: Record<string, AccessCase> = {
  ...CATALOGUE_ACCESS_CASES,
  'GET /api/health': { request: () => get('/api/health'), expect: anyone(200) },
  'GET /api/app-config': { request: () => get('/api/app-config'), expect: anyone(200) },
  'GET /robots.txt': { request: () => get('/robots.txt'), expect: anyone(200) },
  'GET /sitemap.xml': { request: () => get('/sitemap.xml'), expect: anyone(200) },
  'GET /uploads/*': { request: () => get('/uploads/nothing-here.webp'), expect: anyone(404) },
  // The reminder's one-click unsubscribe: a token never issued turns nothing off.
  'POST /unsubscribe': {
    request: () => ({
      method: 'POST',
      url: '/unsubscribe?token=never-issued.c2lnbmF0dXJl',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
    expect: anyone(400),
  },
  'GET /api/unsubscribe': {
    request: () => get('/api/unsubscribe?token=never-issued.c2lnbmF0dXJl'),
    expect: anyone(400),
  },
  'POST /api/unsubscribe': {
    request: () => ({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: 'never-issued.c2lnbmF0dXJl' },
    }),
    expect: anyone(400),
  },
  // Every message's 'Stop offers and news' link: a token never issued withdraws nothing.
  'GET /api/marketing-consent/withdraw': {
    request: () => get('/api/marketing-consent/withdraw?token=someone%40example.com.c2lnbmF0dXJl'),
    expect: anyone(400),
  },
  'POST /api/marketing-consent/withdraw': {
    request: () => ({
      method: 'POST',
      url: '/api/marketing-consent/withdraw',
      payload: { token: 'someone@example.com.c2lnbmF0dXJl' },
    }),
    expect: anyone(400),
  },
  'GET /api/users/mail-preferences': {
    request: () => get('/api/users/mail-preferences'),
    expect: signedIn(200),
  },
  'PUT /api/users/mail-preferences': {
    request: () => ({ method: 'PUT', url: '/api/users/mail-preferences', payload: { reminderEmails: true } }),
    expect: signedIn(200),
  },

  // Accounts
  'POST /api/auth/signup': {
    request: (_world, caller) => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'New Person',
        email: `new-${caller.role}-${Date.now()}@example.test`,
        password: 'a-long-password',
      },
    }),
    expect: anyone(201),
  },
  'POST /api/auth/login': {
    request: (world) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.customerA.email, password: world.customerA.password },
    }),
    expect: anyone(200),
  },
  'GET /api/auth/me': {
    request: () => get('/api/auth/me'),
    expect: signedIn(200),
    check: hidesA,
  },
  'POST /api/auth/logout': {
    request: async (world, caller) => ({
      method: 'POST',
      url: '/api/auth/logout',
      headers: await freshSessionHeaders(world, caller),
    }),
    expect: signedIn(200),
  },
  'POST /api/auth/logout-all': {
    // It ends every session of the caller's account: a throwaway account of the same role stands in.
    request: async (world, caller) => ({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers:
        caller.role === 'anonymous'
          ? {}
          : (await createUser(world.ctx.app, { role: caller.role === 'owner' ? 'admin' : 'customer' }))
              .headers,
    }),
    expect: signedIn(200),
  },
  'PUT /api/auth/password': {
    // A wrong current password: the route is reached, and nobody's password changes.
    request: () => ({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'not-the-password', newPassword: 'saffron-river-73' },
    }),
    expect: signedIn(400),
  },
  'PUT /api/auth/profile': {
    request: (world, caller) => ({
      method: 'PUT',
      url: '/api/auth/profile',
      payload:
        caller.role === 'customerA'
          ? { name: world.customerA.name, email: world.customerA.email }
          : caller.role === 'customerB'
            ? { name: world.customerB.name, email: world.customerB.email }
            : { name: 'Owner', email: world.ctx.config.demoAccounts.admin.email },
    }),
    expect: signedIn(200),
    check: hidesA,
  },
  'POST /api/auth/forgot-password': {
    request: (world) => ({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: world.customerA.email },
    }),
    expect: anyone(200),
  },
  'POST /api/auth/reset-password/check': {
    // A token that was never issued: anyone may ask, and the answer is only that it does not work.
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-password/check',
      payload: { token: 'never-issued.c2lnbmF0dXJl' },
    }),
    expect: anyone(200),
  },
  'POST /api/auth/reset-password': {
    // A token that was never issued: the route is reached, and nobody's password changes.
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'never-issued.c2lnbmF0dXJl', password: 'saffron-river-73-lantern' },
    }),
    expect: anyone(400),
  },
  'POST /api/password-strength': {
    request: () => ({
      method: 'POST',
      url: '/api/password-strength',
      payload: { password: 'saffron-river-73-lantern', name: 'New Person' },
    }),
    expect: anyone(200),
  },
  'POST /api/auth/verify-email': {
    // A token that was never issued: the route is reached, and no account changes.
    request: () => ({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: 'never-issued.c2lnbmF0dXJl' },
    }),
    expect: anyone(400),
  },
  'POST /api/auth/verify-email/resend': {
    // The world's accounts are verified: the route is reached, and nothing is sent.
    request: () => ({ method: 'POST', url: '/api/auth/verify-email/resend' }),
    expect: signedIn(409),
  },
  'GET /api/auth/google': { request: () => get('/api/auth/google'), expect: anyone(503) },
  'GET /api/auth/google/callback': {
    request: () => get('/api/auth/google/callback?code=x&state=y'),
    expect: anyone(503),
  },
  'POST /api/auth/google/exchange': {
    request: () => ({ method: 'POST', url: '/api/auth/google/exchange', payload: { code: 'x' } }),
    expect: anyone(503),
  },

  // The emailed cancel link: anyone holding a token; one never issued is refused alike for everyone.
  'GET /api/reservations/cancel': {
    request: () => get('/api/reservations/cancel?token=never-issued.c2lnbmF0dXJl'),
    expect: anyone(400),
  },
  'POST /api/reservations/cancel': {
    request: () => ({
      method: 'POST',
      url: '/api/reservations/cancel',
      payload: { token: 'never-issued.c2lnbmF0dXJl' },
    }),
    expect: anyone(400),
  },

  // Catalogue and restaurant (public reads)
  'GET /api/restaurants': { request: () => get('/api/restaurants'), expect: anyone(200) },
  'GET /api/restaurants/:id': {
    request: (world) => get(`/api/restaurants/${world.restaurantId}`),
    expect: anyone(200),
  },
  'GET /api/restaurants/opening-hours': {
    request: () => get('/api/restaurants/opening-hours'),
    expect: anyone(200),
  },
  'GET /api/restaurants/members': { request: () => get('/api/restaurants/members'), expect: anyone(200) },
  'GET /api/restaurants/reviews': { request: () => get('/api/restaurants/reviews'), expect: anyone(200) },
  'GET /api/reviews/restaurant/:restaurantId': {
    request: (world) => get(`/api/reviews/restaurant/${world.restaurantId}`),
    expect: anyone(200),
  },
  'GET /api/catalogue/events': {
    // Anonymous by design: it says only that the catalogue changed (its new version), to every open page.
    request: () => get('/api/catalogue/events'),
    stream: true,
    expect: anyone(200),
  },
  'GET /api/food': { request: () => get('/api/food'), expect: anyone(200) },
  'GET /api/food/:id': { request: (world) => get(`/api/food/${world.foodId}`), expect: anyone(200) },
  'GET /api/food/restaurant/:restaurantId': {
    request: (world) => get(`/api/food/restaurant/${world.restaurantId}`),
    expect: anyone(200),
  },
  // The owner's dashboard
  'GET /api/admin/dashboard/overview': {
    request: () => get('/api/admin/dashboard/overview'),
    expect: ownerOnly(200),
  },
  // The owner's reports: every order and figure of the restaurant, the owner's alone.
  'GET /api/reports/summary': {
    request: () => get('/api/reports/summary?from=2026-01-01&to=2026-12-31'),
    expect: ownerOnly(200),
  },
  'GET /api/reports/sales': {
    request: () => get('/api/reports/sales?from=2026-01-01&to=2026-12-31&group=month'),
    expect: ownerOnly(200),
  },
  'GET /api/reports/dishes': {
    request: () => get('/api/reports/dishes?from=2026-01-01&to=2026-12-31&format=csv'),
    expect: ownerOnly(200),
  },
  'GET /api/reports/hours': {
    request: () => get('/api/reports/hours?from=2026-01-01&to=2026-12-31'),
    expect: ownerOnly(200),
  },
  'GET /api/reports/orders.csv': {
    request: () => get('/api/reports/orders.csv?from=2026-01-01&to=2026-12-31'),
    expect: ownerOnly(200),
  },
  // The guest book: every guest's contacts, notes and erasure, the owner's alone. Its CSV (`?format=csv`) is
  // the same route behind the same guard; marketing-consent.test.ts calls it as each caller.
  'GET /api/guests': {
    request: () => get('/api/guests?query=customer'),
    expect: ownerOnly(200),
  },
  'GET /api/guests/:id': {
    request: async (world) => get(`/api/guests/${await freshGuestId(world)}`),
    expect: ownerOnly(200),
  },
  'PATCH /api/guests/:id': {
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/guests/${await freshGuestId(world)}`,
      payload: { notes: 'Regular on Fridays', tags: ['Regular'] },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/guests/:id/personal-data': {
    request: async (world) => ({
      method: 'DELETE',
      url: `/api/guests/${await freshGuestId(world)}/personal-data`,
    }),
    expect: ownerOnly(200),
  },
  // The backups: the whole restaurant's data, the owner's alone.
  'POST /api/admin/backups': {
    request: () => ({ method: 'POST', url: '/api/admin/backups' }),
    expect: ownerOnly(201),
  },
  'GET /api/admin/backups': { request: () => get('/api/admin/backups'), expect: ownerOnly(200) },
  'GET /api/admin/backups/:name': {
    request: async (world) => get(`/api/admin/backups/${(await world.ctx.app.backups.takeNow()).name}`),
    expect: ownerOnly(200),
  },
  // Everything of the restaurant as one zip, personal data included.
  'GET /api/admin/export': { request: () => get('/api/admin/export'), expect: ownerOnly(200) },
  'PUT /api/restaurants/:id': {
    request: (world) => ({
      method: 'PUT',
      url: `/api/restaurants/${world.restaurantId}`,
      payload: { description: 'Flame-kissed Indian and Nepali cooking.' },
    }),
    expect: ownerOnly(200),
  },
  // Pausing and resuming online orders: the resume row follows, so the rows after it take orders again.
  'PUT /api/restaurants/:id/pause': {
    request: (world) => ({
      method: 'PUT',
      url: `/api/restaurants/${world.restaurantId}/pause`,
      payload: { until: null },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/restaurants/:id/pause': {
    request: (world) => ({ method: 'DELETE', url: `/api/restaurants/${world.restaurantId}/pause` }),
    expect: ownerOnly(200),
  },
  // The kitchen printer: set up first, so the owner's test page and reprint are queued (nothing prints here).
  'PUT /api/restaurants/:id/printer': {
    request: (world) => ({
      method: 'PUT',
      url: `/api/restaurants/${world.restaurantId}/printer`,
      payload: { host: 'printer.local', paperWidth: 80, autoPrint: 'off' },
    }),
    expect: ownerOnly(200),
  },
  'GET /api/restaurants/:id/printer': {
    request: (world) => get(`/api/restaurants/${world.restaurantId}/printer`),
    expect: ownerOnly(200),
  },
  'POST /api/restaurants/:id/printer/test': {
    request: (world) => ({ method: 'POST', url: `/api/restaurants/${world.restaurantId}/printer/test` }),
    expect: ownerOnly(202),
  },
  'POST /api/orders/:id/print': {
    request: async (world) => ({ method: 'POST', url: `/api/orders/${await world.orderOfA()}/print` }),
    expect: ownerOnly(202),
  },
  'GET /api/restaurants/special-days': {
    request: () => get('/api/restaurants/special-days'),
    expect: anyone(200),
  },
  'POST /api/restaurants/special-days': {
    // A date far ahead, each caller its own, so the owner's call adds one and the matrix's orders are untouched.
    request: (world, caller) => ({
      method: 'POST',
      url: '/api/restaurants/special-days',
      payload: { date: specialDate(world, caller.role), isClosed: true, note: 'Staff party' },
    }),
    expect: ownerOnly(201),
  },
  'GET /api/restaurants/special-days/decisions': {
    request: () => get('/api/restaurants/special-days/decisions'),
    expect: ownerOnly(200),
  },
  'GET /api/restaurants/hours/decisions': {
    request: () => get('/api/restaurants/hours/decisions'),
    expect: ownerOnly(200),
  },
  'POST /api/orders/:id/keep-outside-hours': {
    request: async (world) => ({
      method: 'POST',
      url: `/api/orders/${await world.orderOfA()}/keep-outside-hours`,
    }),
    expect: ownerOnly(200),
  },
  'POST /api/reservations/:id/keep-outside-hours': {
    // An id no booking has: the owner's answer is the 404, everyone else is stopped before it.
    request: () => ({ method: 'POST', url: '/api/reservations/no-such-booking/keep-outside-hours' }),
    expect: ownerOnly(404),
  },
  'DELETE /api/restaurants/special-days/:id': {
    request: async (world, caller) => ({
      method: 'DELETE',
      url: `/api/restaurants/special-days/${await world.newSpecialDay(caller.role)}`,
    }),
    expect: ownerOnly(200),
  },
  'POST /api/restaurants/:id/images': {
    request: async (world) => ({
      method: 'POST',
      url: `/api/restaurants/${world.restaurantId}/images`,
      payload: multipartForm({}, await pngUpload()),
    }),
    expect: ownerOnly(201),
  },
  'POST /api/admin/events/ticket': {
    request: () => ({ method: 'POST', url: '/api/admin/events/ticket' }),
    expect: ownerOnly(200),
  },
  'GET /api/admin/events': {
    // Opened with the bearer header here (the browser trades it for a ticket first).
    request: () => get('/api/admin/events'),
    stream: true,
    expect: ownerOnly(200),
  },
  'GET /api/admin/inbox': { request: () => get('/api/admin/inbox'), expect: ownerOnly(200) },
  'GET /api/admin/mail': { request: () => get('/api/admin/mail'), expect: ownerOnly(200) },
  'PUT /api/admin/mail/settings': {
    request: () => ({
      method: 'PUT',
      url: '/api/admin/mail/settings',
      payload: { reminderHours: 3, newOrderEmails: false },
    }),
    expect: ownerOnly(200),
  },
  // No message has failed in this world: the owner's 'Send again' finds none.
  'POST /api/admin/mail/:id/resend': {
    request: () => ({ method: 'POST', url: '/api/admin/mail/no-such-message/resend' }),
    expect: ownerOnly(404),
  },
  'GET /api/admin/inbox/count': { request: () => get('/api/admin/inbox/count'), expect: ownerOnly(200) },
  'PATCH /api/admin/inbox/:kind/:id': {
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/admin/inbox/contact/${await world.contactMessage()}`,
      payload: { status: 'handled' },
    }),
    expect: ownerOnly(200),
  },
  'GET /api/orders/pickups': { request: () => get('/api/orders/pickups'), expect: ownerOnly(200) },
  'PUT /api/orders/pickups/status': {
    request: async (world) => ({
      method: 'PUT',
      url: '/api/orders/pickups/status',
      payload: { orderId: await world.orderOfA(), status: 'confirmed' },
    }),
    expect: ownerOnly(200),
  },
  'POST /api/restaurants/owner/me': {
    request: () => ({ method: 'POST', url: '/api/restaurants/owner/me' }),
    expect: ownerOnly(200),
  },

  // Public forms
  'POST /api/restaurants/catering': {
    request: () => ({
      method: 'POST',
      url: '/api/restaurants/catering',
      payload: {
        name: 'Asha Rai',
        email: 'asha@example.test',
        phone: '555-0100',
        eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        eventType: 'wedding',
        guestCount: 80,
        location: 'Austin, TX',
        specialRequests: '',
      },
    }),
    expect: anyone(201),
  },
  'POST /api/restaurants/contact': {
    request: () => ({
      method: 'POST',
      url: '/api/restaurants/contact',
      payload: {
        name: 'Asha Rai',
        email: 'asha@example.test',
        phone: '',
        subject: 'general',
        message: 'A question.',
      },
    }),
    expect: anyone(201),
  },

  // Addresses: one's own only
  'GET /api/users/addresses': {
    request: async (world) => {
      await world.addressOfA();
      return get('/api/users/addresses');
    },
    expect: signedIn(200),
    check: hidesA,
  },
  'POST /api/users/address': {
    request: () => ({
      method: 'POST',
      url: '/api/users/address',
      payload: {
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        coordinates: { lat: 30.2, lng: -97.7 },
      },
    }),
    expect: signedIn(201),
  },
  'PATCH /api/users/address/:id/default': {
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/users/address/${await world.addressOfA()}/default`,
    }),
    expect: ofA(200, 404),
  },
  'DELETE /api/users/address/:id': {
    request: async (world) => ({ method: 'DELETE', url: `/api/users/address/${await world.addressOfA()}` }),
    expect: ofA(200, 404),
  },

  // Tables and reservations
  'GET /api/restaurants/tables': {
    request: async (world) => {
      const reservation = await world.reservationOfA();
      void reservation;
      return get('/api/restaurants/tables');
    },
    expect: signedIn(200),
    check: hidesA,
  },
  'GET /api/restaurants/tables/unauth': {
    request: () => get('/api/restaurants/tables/unauth'),
    expect: anyone(200),
    check: hidesA,
  },
  'POST /api/restaurants/table/book': {
    request: async (world) => ({
      method: 'POST',
      url: '/api/restaurants/table/book',
      payload: await world.freeBooking(),
    }),
    expect: signedIn(201),
  },
  'GET /api/reservations/availability': {
    request: () => get(`/api/reservations/availability?date=${weeknight(4)}&partySize=4`),
    expect: anyone(200),
  },
  'POST /api/reservations': {
    request: () => ({
      method: 'POST',
      url: '/api/reservations',
      payload: { date: weeknight(4), time: '11:00 AM', partySize: 2, phone: '555-010-2030' },
    }),
    expect: signedIn(201),
  },
  'GET /api/reservations/staff/availability': {
    request: () => get(`/api/reservations/staff/availability?date=${weeknight(4)}&partySize=4`),
    expect: ownerOnly(200),
  },
  'POST /api/reservations/staff': {
    request: () => ({
      method: 'POST',
      url: '/api/reservations/staff',
      payload: {
        date: weeknight(4),
        time: '12:30 PM',
        partySize: 2,
        guest: { name: 'Phone Caller', phone: '(555) 201-3344' },
      },
    }),
    expect: ownerOnly(201),
  },
  'GET /api/reservations/day': {
    request: async (world) => {
      await world.reservationOfA();
      return get(`/api/reservations/day?date=${weeknight(4)}`);
    },
    expect: ownerOnly(200),
  },
  'PATCH /api/reservations/:id/status': {
    // An id no booking has: the owner's answer is the 404, everyone else is stopped before it.
    request: () => ({
      method: 'PATCH',
      url: '/api/reservations/no-such-booking/status',
      payload: { status: 'seated' },
    }),
    expect: ownerOnly(404),
  },
  'PATCH /api/reservations/:id': {
    // An id no booking has: the owner's answer is the 404, everyone else is stopped before it.
    request: () => ({
      method: 'PATCH',
      url: '/api/reservations/no-such-booking',
      payload: { date: weeknight(4), time: '7:00 PM', partySize: 2 },
    }),
    expect: ownerOnly(404),
  },
  'PATCH /api/reservations/:id/tables': {
    // An id no booking has: the owner's answer is the 404, everyone else is stopped before it.
    request: () => ({
      method: 'PATCH',
      url: '/api/reservations/no-such-booking/tables',
      payload: { tables: [1] },
    }),
    expect: ownerOnly(404),
  },
  'POST /api/restaurants/table/unbook-table': {
    request: async (world) => ({
      method: 'POST',
      url: '/api/restaurants/table/unbook-table',
      payload: { reservationId: (await world.reservationOfA()).id },
    }),
    expect: ofA(200),
  },
  'POST /api/restaurants/unbook-table': {
    request: async (world) => ({
      method: 'POST',
      url: '/api/restaurants/unbook-table',
      payload: { reservationId: (await world.reservationOfA()).id },
    }),
    expect: ownerOnly(200),
  },
  'GET /api/restaurants/reservations': {
    request: async (world) => {
      await world.reservationOfA();
      return get('/api/restaurants/reservations');
    },
    expect: signedIn(200),
    check: hidesA,
  },
  'POST /api/restaurants/reservations/events/ticket': {
    // A ticket for the caller's own reservations' stream.
    request: () => ({ method: 'POST', url: '/api/restaurants/reservations/events/ticket' }),
    expect: signedIn(200),
  },
  'GET /api/restaurants/reservations/events': {
    // Opened with the bearer header here (the browser trades it for a ticket first); each caller gets only
    // their own reservations' events (tables/reservation-events.test.ts).
    request: () => get('/api/restaurants/reservations/events'),
    stream: true,
    expect: signedIn(200),
  },
  'GET /api/restaurants/reservations/all': {
    request: () => get('/api/restaurants/reservations/all'),
    expect: ownerOnly(200),
  },
  'POST /api/restaurants/tables/create': {
    request: (_world, caller) => ({
      method: 'POST',
      url: '/api/restaurants/tables/create',
      payload: multipartForm({ tableNumber: String(200 + ROLES.indexOf(caller.role)), seats: '2' }),
    }),
    expect: ownerOnly(201),
  },
  'PUT /api/restaurants/tables/update': {
    request: async (world) => ({
      method: 'PUT',
      url: '/api/restaurants/tables/update',
      payload: multipartForm({
        _id: await world.newTable(),
        tableNumber: String(300 + world.nextNumber()),
        seats: '6',
      }),
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/restaurants/tables/delete/:id': {
    request: async (world) => ({
      method: 'DELETE',
      url: `/api/restaurants/tables/delete/${await world.newTable()}`,
    }),
    expect: ownerOnly(200),
  },

  // Orders: one's own only; the owner runs them
  'GET /api/orders/pickup-slots': {
    request: (world) => get(`/api/orders/pickup-slots?date=${world.tomorrow()}`),
    expect: anyone(200),
  },
  'POST /api/orders/pickup': {
    request: async (world) => ({
      method: 'POST',
      url: '/api/orders/pickup',
      payload: await orderBody(world.ctx.app),
    }),
    expect: signedIn(201),
  },
  'GET /api/orders': {
    request: async (world) => {
      await world.orderOfA();
      return get('/api/orders');
    },
    expect: signedIn(200),
    check: hidesA,
  },
  'GET /api/orders/:id': {
    request: async (world) => get(`/api/orders/${await world.orderOfA()}`),
    expect: ofA(200),
  },
  'PATCH /api/orders/:id/cancel': {
    // The owner cancels through the status selector, not as the customer.
    request: async (world) => ({ method: 'PATCH', url: `/api/orders/${await world.orderOfA()}/cancel` }),
    expect: ofA(200, 404),
  },
  'PATCH /api/orders/:id/status': {
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/orders/${await world.orderOfA()}/status`,
      payload: { status: 'confirmed' },
    }),
    expect: ownerOnly(200),
  },
  'PATCH /api/orders/:id/pickup-time': {
    request: async (world) => {
      const id = await world.orderOfA();
      const order = await world.ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${id}`,
        headers: world.customerA.headers,
      });
      const later = new Date(new Date(order.json().data.pickupTime).getTime() + 15 * 60_000);
      return {
        method: 'PATCH',
        url: `/api/orders/${id}/pickup-time`,
        payload: { pickupTime: later.toISOString() },
      };
    },
    expect: ownerOnly(200),
  },
  'POST /api/orders/staff': {
    request: async (world) => {
      const { items, pickupTime } = await orderBody(world.ctx.app);
      return {
        method: 'POST',
        url: '/api/orders/staff',
        payload: {
          customer: { name: 'Phone Caller', phone: '(555) 201-3344' },
          items,
          pickupTime,
          overCapacity: true,
        },
      };
    },
    expect: ownerOnly(201),
  },
  'PUT /api/orders/:id/lines': {
    request: async (world) => ({
      method: 'PUT',
      url: `/api/orders/${await world.orderOfA()}/lines`,
      payload: { version: 1, items: (await orderBody(world.ctx.app)).items.slice(0, 1) },
    }),
    expect: ownerOnly(200),
  },
  // The signed link of an order without an account: a key never issued opens nothing, for anyone.
  'GET /api/orders/:id/guest': {
    request: async (world) =>
      get(`/api/orders/${await world.orderOfA()}/guest?key=never-issued.c2lnbmF0dXJl`),
    expect: anyone(404),
  },
  // Its live stream takes the same key: a key never issued opens nothing, for anyone.
  'GET /api/orders/:id/guest/events': {
    request: async (world) =>
      get(`/api/orders/${await world.orderOfA()}/guest/events?key=never-issued.c2lnbmF0dXJl`),
    expect: anyone(404),
  },
  'GET /api/orders/:id/customer': {
    request: async (world) => get(`/api/orders/${await world.orderOfA()}/customer`),
    expect: ownerOnly(200),
  },
  'GET /api/restaurants/:id/blocked-customers': {
    request: (world) => get(`/api/restaurants/${world.restaurantId}/blocked-customers`),
    expect: ownerOnly(200),
  },
  'PUT /api/restaurants/:id/blocked-customers/:userId': {
    // A customer of its own, so the matrix's customers keep ordering.
    request: async (world) => ({
      method: 'PUT',
      url: `/api/restaurants/${world.restaurantId}/blocked-customers/${(await createUser(world.ctx.app)).id}`,
      payload: { reason: 'Throwaway account' },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/restaurants/:id/blocked-customers/:userId': {
    request: async (world) => {
      const { id } = await createUser(world.ctx.app);
      await world.ctx.db.insert(customerBlocks).values({ restaurantId: world.restaurantId, userId: id });
      return { method: 'DELETE', url: `/api/restaurants/${world.restaurantId}/blocked-customers/${id}` };
    },
    expect: ownerOnly(200),
  },
  'POST /api/orders/:id/review': {
    request: async (world) => ({
      method: 'POST',
      url: `/api/orders/${await world.completedOrderOfA()}/review`,
      payload: { rating: 5, text: 'Lovely momos.' },
    }),
    expect: ofA(201, 404),
  },
  'POST /api/orders/:id/events/ticket': {
    // The customer's own stream; the owner follows orders on the dashboard's stream.
    request: async (world) => ({
      method: 'POST',
      url: `/api/orders/${await world.orderOfA()}/events/ticket`,
    }),
    expect: ofA(200, 404),
  },
  'GET /api/orders/:id/events': {
    // Opened with the bearer header here (the browser trades it for a ticket first).
    request: async (world) => get(`/api/orders/${await world.orderOfA()}/events`),
    stream: true,
    expect: ofA(200, 404),
  },
  'GET /api/tracking/order/:orderId': {
    request: async (world) => get(`/api/tracking/order/${await world.orderOfA()}`),
    expect: ofA(200),
  },
  'POST /api/tracking': {
    request: async (world) => ({
      method: 'POST',
      url: '/api/tracking',
      payload: { orderId: await world.orderOfA(), message: 'On its way to the pass' },
    }),
    expect: ownerOnly(200),
  },
  // The waitlist: the host's list and changes; the guest's page opens by its signed link, whoever holds it.
  'GET /api/waitlist': { request: () => get('/api/waitlist'), expect: ownerOnly(200) },
  'POST /api/waitlist': {
    request: () => ({
      method: 'POST',
      url: '/api/waitlist',
      payload: { name: 'Matrix Walk-in', phone: '312 555 0190', partySize: 2, quotedMinutes: 15 },
    }),
    expect: ownerOnly(201),
  },
  'PATCH /api/waitlist/:id': {
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/waitlist/${(await walkInOf(world)).id}`,
      payload: { status: 'notified' },
    }),
    expect: ownerOnly(200),
  },
  'GET /api/waitlist/link': {
    request: async (world) =>
      get(`/api/waitlist/link?token=${encodeURIComponent((await walkInOf(world)).token)}`),
    expect: anyone(200),
    check: (response) => expect(response.body).not.toContain('312 555 0190'),
  },
  'GET /api/waitlist/link/events': {
    request: async (world) =>
      get(`/api/waitlist/link/events?token=${encodeURIComponent((await walkInOf(world)).token)}`),
    stream: true,
    expect: anyone(200),
  },
};
