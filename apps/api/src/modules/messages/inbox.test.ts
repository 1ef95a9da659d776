import type { Inbox, InboxItem } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { contactMessages } from '../../db/schema';

const {
  ctx,
  owner,
  users: { customer, strayAdmin },
} = useTestApp({ seed: true, users: { customer: {}, strayAdmin: { role: 'admin' } } });

const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function sendContact(message: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/contact',
    payload: { name: 'Leo', email: 'leo@example.test', subject: 'feedback', message },
  });
  expect(response.statusCode).toBe(201);
  return (response.json().data as { _id: string })._id;
}

async function sendCatering() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/catering',
    payload: {
      name: 'Priya Shah',
      email: 'priya@example.test',
      phone: '512-555-0199',
      eventDate: inAMonth,
      eventType: 'wedding',
      guestCount: 120,
      location: 'Zilker Park pavilion',
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json().data as { _id: string })._id;
}

const inbox = async (headers = owner.headers) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/admin/inbox', headers })).json().data as Inbox;
const mark = (
  kind: string,
  id: string,
  payload: unknown,
  headers: Record<string, string> | null = owner.headers,
) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/inbox/${kind}/${id}`,
    payload: payload as Record<string, unknown>,
    ...(headers ? { headers } : {}),
  });
const contactStatus = async (id: string) =>
  (
    await ctx.db
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
  )[0]!.status;

describe('GET /api/admin/inbox', () => {
  it('lists catering requests and contact messages together, newest first, with the count of new ones', async () => {
    const before = await inbox();
    const older = await sendContact('First message');
    const catering = await sendCatering();
    const newer = await sendContact('Second message');
    const now = await inbox();
    expect(now.newCount).toBe(before.newCount + 3);
    const ours = now.items.filter((item) => [older, catering, newer].includes(item._id));
    expect(ours.map((item) => item._id)).toEqual([newer, catering, older]);
    expect(ours[0]).toMatchObject({ kind: 'contact', status: 'new', message: 'Second message', name: 'Leo' });
    expect(ours[1]).toMatchObject({ kind: 'catering', status: 'new', guestCount: 120, eventType: 'wedding' });
    const dates = now.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const counted = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/inbox/count',
      headers: owner.headers,
    });
    expect(counted.json().data).toEqual({ newCount: now.newCount });
  });

  it('is for the owner only: 401 anonymous, 403 a customer or another admin', async () => {
    for (const url of ['/api/admin/inbox', '/api/admin/inbox/count']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url, headers: strayAdmin.headers })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('PATCH /api/admin/inbox/{kind}/{id}', () => {
  it('marks a message handled and new again, and the count follows', async () => {
    const id = await sendContact('Please call me back');
    const count = (await inbox()).newCount;
    const handled = await mark('contact', id, { status: 'handled' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message).toBe('Message marked as handled');
    expect((handled.json().data as InboxItem).status).toBe('handled');
    expect((await inbox()).newCount).toBe(count - 1);

    const reopened = await mark('contact', id, { status: 'new' });
    expect(reopened.json().message).toBe('Message marked as new');
    expect(await contactStatus(id)).toBe('new');

    const catering = await sendCatering();
    expect((await mark('catering', catering, { status: 'handled' })).statusCode).toBe(200);
    const item = (await inbox()).items.find((entry) => entry._id === catering);
    expect(item?.status).toBe('handled');
  });

  it('refuses bad input with a 400 and an unknown message with a 404, changing nothing', async () => {
    const id = await sendContact('Bad input check');
    expect((await mark('contact', id, { status: 'archived' })).statusCode).toBe(400);
    expect((await mark('letters', id, { status: 'handled' })).statusCode).toBe(400);
    expect((await mark('contact', id, {})).statusCode).toBe(400);
    // A contact message's id is not a catering request's.
    expect((await mark('catering', id, { status: 'handled' })).statusCode).toBe(404);
    expect((await mark('contact', 'nope', { status: 'handled' })).statusCode).toBe(404);
    expect(await contactStatus(id)).toBe('new');
  });

  it('is for the owner only, and a refusal changes nothing', async () => {
    const id = await sendContact('Access check');
    expect((await mark('contact', id, { status: 'handled' }, null)).statusCode).toBe(401);
    expect((await mark('contact', id, { status: 'handled' }, customer.headers)).statusCode).toBe(403);
    expect((await mark('contact', id, { status: 'handled' }, strayAdmin.headers)).statusCode).toBe(403);
    expect(await contactStatus(id)).toBe('new');
  });
});
