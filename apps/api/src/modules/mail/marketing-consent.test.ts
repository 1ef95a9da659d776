import { guestSchema, MARKETING_CONSENT_TEXTS } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, type TestUser } from '../../../test/factories';
import { TEST_SITE_URL, useTestApp } from '../../../test/fixtures/test-app-fixture';
import { outboxMessages, users } from '../../db/schema';
import { orderBody, validPickupTime } from '../orders/order-test-helpers';

/**
 * Marketing consent: asked unticked at sign-up and checkout, kept with the time it was given (the app's clock),
 * withdrawn from the profile or from any message's footer link without signing in, and reported by the guest
 * book and its CSV.
 */
const clock = { now: new Date(Math.floor(Date.now() / 60_000) * 60_000) };
const { ctx, owner, sink } = useTestApp({
  mail: { from: 'Flame-kissed <hello@flamekissed.example>' },
  now: () => clock.now,
  seed: true,
});
beforeEach(async () => {
  clock.now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  await ctx.db.delete(outboxMessages);
  sink.received.length = 0;
});

const consentOf = async (userId: string) =>
  (await ctx.db.select({ at: users.marketingConsentAt }).from(users).where(eq(users.id, userId)))[0]!.at;

let signups = 0;
async function signUp(extra: Record<string, unknown>) {
  signups += 1;
  const email = `consent${signups}-${Date.now()}@example.test`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Mira Kapoor', email, password: 'a long and unusual passphrase 42', ...extra },
  });
  return { response, email };
}

async function guestByEmail(email: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/guests?query=${encodeURIComponent(email)}`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  const [guest] = z.object({ data: z.array(guestSchema) }).parse(response.json()).data;
  return guest!;
}

/** Each customer orders with a phone of their own, so the guest book never merges two of them. */
const phones = new Map<string, string>();
const phoneOf = (customer: TestUser) => {
  if (!phones.has(customer.id)) phones.set(customer.id, `(555) 301-${String(1000 + phones.size).slice(-4)}`);
  return phones.get(customer.id)!;
};

const placeOrder = async (customer: TestUser, marketingConsent?: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders/pickup',
    headers: customer.headers,
    payload: {
      ...(await orderBody(ctx.app, {
        phone: phoneOf(customer),
        pickupTime: await validPickupTime(ctx.app, clock.now),
      })),
      ...(marketingConsent === undefined ? {} : { marketingConsent }),
    },
  });

const preferences = (customer: TestUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/mail-preferences', headers: customer.headers });

describe('marketing consent', () => {
  it('is given at sign-up only when the box was ticked, with the time it was given', async () => {
    const ticked = await signUp({ marketingConsent: true });
    expect(ticked.response.statusCode, ticked.response.body).toBe(201);
    const unticked = await signUp({});
    expect(unticked.response.statusCode).toBe(201);
    const [yes, no] = await Promise.all(
      [ticked.email, unticked.email].map(
        async (email) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!,
      ),
    );
    expect(yes!.marketingConsentAt).toEqual(clock.now);
    expect(no!.marketingConsentAt).toBeNull();
    expect(await guestByEmail(ticked.email)).toMatchObject({
      marketingConsent: true,
      marketingConsentAt: clock.now.toISOString(),
    });
    expect(await guestByEmail(unticked.email)).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: null,
    });

    const bad = await signUp({ marketingConsent: 'yes' });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.json().error).toHaveProperty('marketingConsent');
  });

  it('is given at checkout when ticked, keeps the time first given, and an unticked box changes nothing', async () => {
    const customer = await createUser(ctx.app);
    expect((await placeOrder(customer)).statusCode).toBe(201);
    expect(await consentOf(customer.id)).toBeNull();

    const firstAt = clock.now;
    expect((await placeOrder(customer, true)).statusCode).toBe(201);
    expect(await consentOf(customer.id)).toEqual(firstAt);

    clock.now = new Date(firstAt.getTime() + 60_000);
    expect((await placeOrder(customer, true)).statusCode).toBe(201);
    expect((await placeOrder(customer, false)).statusCode).toBe(201);
    expect(await consentOf(customer.id)).toEqual(firstAt);
    expect(await guestByEmail(customer.email)).toMatchObject({
      marketingConsent: true,
      marketingConsentAt: firstAt.toISOString(),
    });

    const bad = await placeOrder(customer, 'on' as unknown as boolean);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toHaveProperty('marketingConsent');
  });

  it('is shown in the profile and withdrawn or given there', async () => {
    const customer = await createUser(ctx.app);
    expect((await preferences(customer)).json().data).toEqual({
      reminderEmails: true,
      marketingEmails: false,
      marketingConsentAt: null,
    });
    const save = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/users/mail-preferences',
        headers: customer.headers,
        payload,
      });

    const given = await save({ reminderEmails: true, marketingEmails: true });
    expect(given.statusCode).toBe(200);
    expect(given.json().data).toEqual({
      reminderEmails: true,
      marketingEmails: true,
      marketingConsentAt: clock.now.toISOString(),
    });
    // A body without the switch (a client that predates it) keeps the consent.
    expect((await save({ reminderEmails: false })).json().data).toMatchObject({ marketingEmails: true });
    expect((await guestByEmail(customer.email)).marketingConsent).toBe(true);

    const withdrawn = await save({ reminderEmails: false, marketingEmails: false });
    expect(withdrawn.json().data).toEqual({
      reminderEmails: false,
      marketingEmails: false,
      marketingConsentAt: null,
    });
    expect(await guestByEmail(customer.email)).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: null,
    });

    const bad = await save({ reminderEmails: true, marketingEmails: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toHaveProperty('marketingEmails');
  });

  it("is withdrawn by the link in a message's footer without signing in; a forged link withdraws nothing", async () => {
    const customer = await createUser(ctx.app);
    expect((await placeOrder(customer, true)).statusCode).toBe(201);
    await ctx.app.mail.sender.deliverDue();
    const sentTo = (mail: (typeof sink.received)[number]) =>
      [mail.to]
        .flat()
        .map((to) => to?.text)
        .join(', ');
    const confirmation = sink.received.find((mail) => sentTo(mail).includes(customer.email));
    expect(confirmation, 'the order confirmation').toBeTruthy();
    const link = new RegExp(`${TEST_SITE_URL}/email-offers\\?token=[\\w.%-]+`).exec(
      String(confirmation!.html),
    )?.[0];
    expect(link, 'a footer link in the HTML').toBeTruthy();
    expect(confirmation!.html).toContain(MARKETING_CONSENT_TEXTS.footerLink);
    expect(confirmation!.text).toContain(link);
    const token = new URL(link!).searchParams.get('token')!;

    // Messages to the restaurant carry no guest's link.
    for (const mail of sink.received.filter((m) => !sentTo(m).includes(customer.email))) {
      expect(String(mail.html)).not.toContain('/email-offers');
    }

    const forged = `${customer.email}.${'A'.repeat(43)}`;
    const otherPurpose = ctx.app.mail.links.sign('reminders-off', customer.email);
    for (const bad of [forged, otherPurpose, 'not-a-token']) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/marketing-consent/withdraw',
        payload: { token: bad },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual({ token: [MARKETING_CONSENT_TEXTS.invalidLink] });
    }
    expect(await consentOf(customer.id)).not.toBeNull();

    // The page's GET (and a mail scanner's) changes nothing.
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/marketing-consent/withdraw?token=${encodeURIComponent(token)}`,
    });
    expect(shown.json().data).toEqual({ email: customer.email, marketingConsent: true });
    expect(await consentOf(customer.id)).not.toBeNull();

    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing-consent/withdraw',
      payload: { token },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: MARKETING_CONSENT_TEXTS.withdrawn,
      data: { email: customer.email, marketingConsent: false },
    });
    expect(await consentOf(customer.id)).toBeNull();
    expect(await guestByEmail(customer.email)).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: null,
    });
    // Used again: still done, nothing more changes.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing-consent/withdraw',
      payload: { token },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('the guest book as CSV', () => {
  it('downloads the guests the search finds, quoted, with a byte order mark and the days in ISO form', async () => {
    const customer = await createUser(ctx.app, { name: 'Zoë "Zee" Ortiz, Jr.' });
    await ctx.db
      .update(users)
      .set({ marketingConsentAt: new Date('2031-03-04T12:00:00Z') })
      .where(eq(users.id, customer.id));
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/guests?format=csv&query=${encodeURIComponent(customer.email)}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="guests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFFName,Email,Phone,')).toBe(true);
    const [header, line, end] = response.body.slice(1).split('\r\n');
    expect(header).toContain('Marketing consent,Consent given on');
    expect(line).toMatch(
      new RegExp(`^"Zoë ""Zee"" Ortiz, Jr\\.",${customer.email},,,,0,0\\.00,0,0,,yes,2031-03-0[34],,,g`),
    );
    expect(end).toBe('');

    for (const headers of [{}, customer.headers]) {
      const refused = await ctx.app.inject({ method: 'GET', url: '/api/guests?format=csv', headers });
      expect(refused.statusCode).toBe(Object.keys(headers).length === 0 ? 401 : 403);
    }
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/guests?format=pdf',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toHaveProperty('format');
  });
});
