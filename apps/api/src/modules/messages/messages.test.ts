import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { cateringRequests, contactMessages } from '../../db/schema';
import { seedDemo } from '../../db/seed';

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
  it('stores a request and answers the spec message', async () => {
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

describe('POST /api/restaurants/contact', () => {
  it('stores a message and answers the spec message', async () => {
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
