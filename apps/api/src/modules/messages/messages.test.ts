import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { cateringRequests, contactMessages, outboxMessages } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { SAME_CATERING_REQUEST_MINUTES } from './service';

const { ctx } = useTestApp({ seed: true });

const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const catering = {
  name: 'Priya Shah',
  email: 'priya@example.test',
  phone: '512-555-0199',
  eventDate: inAMonth,
  eventType: 'wedding',
  guestCount: 120,
  location: 'Zilker Park pavilion, Austin',
  specialRequests: 'Half vegetarian, no peanuts',
};
const contact = {
  name: 'Leo',
  email: 'leo@example.test',
  phone: '',
  subject: 'feedback',
  message: 'The momos were perfect.',
};

const rows = async (table: typeof cateringRequests | typeof contactMessages) =>
  (await ctx.db.select({ value: count() }).from(table))[0]!.value;

describe('POST /api/restaurants/catering', () => {
  it('stores a request and answers the confirmation message', async () => {
    const before = await rows(cateringRequests);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/catering',
      payload: catering,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Form submitted, we will contact you as soon as possible',
    });
    expect(await rows(cateringRequests)).toBe(before + 1);
  });

  it.each([
    ['a missing name', { ...catering, name: '' }, 'Name is required'],
    ['a bad email', { ...catering, email: 'priya' }, 'valid email'],
    ['no guests', { ...catering, guestCount: 0 }, 'Guest count must be at least 1'],
    ['an unknown event type', { ...catering, eventType: 'rave' }, 'event type'],
    ['a past date', { ...catering, eventDate: '2020-01-01' }, 'Event date cannot be in the past'],
    ['a non-date', { ...catering, eventDate: 'tomorrow' }, 'Event date must be a date'],
    ['a phone without digits', { ...catering, phone: 'abc' }, 'Please enter a valid phone number'],
    ['a phone too short to call', { ...catering, phone: '12-34' }, 'Please enter a valid phone number'],
  ])('refuses %s with a clear 400 and stores nothing', async (_label, body, message) => {
    const before = await rows(cateringRequests);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/catering',
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().message).toContain(message);
    expect(await rows(cateringRequests)).toBe(before);
  });
});

describe('the same catering request sent again', () => {
  const send = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/restaurants/catering', payload });
  const mails = async () =>
    (
      await ctx.db
        .select({ value: count() })
        .from(outboxMessages)
        .where(eq(outboxMessages.kind, 'catering_request'))
    )[0]!.value;

  it('is one request: three identical sends racing each other store one row and one email, all answer its id', async () => {
    const same = { ...catering, location: 'Pease Park, Austin' };
    const [rowsBefore, mailsBefore] = [await rows(cateringRequests), await mails()];
    const answers = await Promise.all([
      send(same),
      send(same),
      send({ ...same, email: 'PRIYA@example.test' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json().data._id as string));
    expect(ids.size).toBe(1);
    expect(answers[2]!.json().message).toBe('Form submitted, we will contact you as soon as possible');
    expect(await rows(cateringRequests)).toBe(rowsBefore + 1);
    expect(await mails()).toBe(mailsBefore + 1);
  });

  it('a request that differs in any field is a new one', async () => {
    const first = { ...catering, location: 'Mueller Park, Austin' };
    const before = await rows(cateringRequests);
    const a = await send(first);
    const b = await send({ ...first, guestCount: first.guestCount + 1 });
    expect(a.json().data._id).not.toBe(b.json().data._id);
    expect(await rows(cateringRequests)).toBe(before + 2);
  });
});

describe('the same catering request after the minutes have passed', () => {
  it(`is a new request ${SAME_CATERING_REQUEST_MINUTES} minutes later`, async () => {
    let now = new Date();
    const timed = await createTestApp({}, { now: () => now, seeded: true });
    try {
      const send = () =>
        timed.app.inject({ method: 'POST', url: '/api/restaurants/catering', payload: catering });
      const first = (await send()).json().data._id as string;
      now = new Date(now.getTime() + (SAME_CATERING_REQUEST_MINUTES - 1) * 60_000);
      expect((await send()).json().data._id).toBe(first);
      now = new Date(now.getTime() + 2 * 60_000);
      expect((await send()).json().data._id).not.toBe(first);
    } finally {
      await timed.close();
    }
  });
});

describe('POST /api/restaurants/contact', () => {
  it('stores a message and answers the confirmation message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/contact',
      payload: contact,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe("Message sent successfully! We'll get back to you soon.");
  });

  it('refuses a message without its required fields and stores nothing', async () => {
    const before = await rows(contactMessages);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/contact',
      payload: { name: 'Leo' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error)).toEqual(expect.arrayContaining(['email', 'message']));
    expect(await rows(contactMessages)).toBe(before);
  });
});

describe('rate limits on the public forms', () => {
  it('answers 429 after 5 sends a minute from one address', async () => {
    const limited = await createTestApp({ rateLimit: true });
    try {
      await seedDemo(limited.db, limited.config.demoAccounts);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/restaurants/contact',
          payload: contact,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses[5]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
