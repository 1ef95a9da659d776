import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createUser, type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { openSession } from './service';

const { ctx } = useTestApp({});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const meStatus = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;

/** A customer signed in twice: `user.token` here, `otherToken` on another device. */
async function customerOnTwoDevices(): Promise<{ user: TestUser; otherToken: string }> {
  const user = await createUser(ctx.app);
  return { user, otherToken: await openSession(ctx.app.db, ctx.app.auth, user.id, ctx.app.now()) };
}

const putProfile = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: user.headers, payload });
const putPassword = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/auth/password', headers: user.headers, payload });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('changing the email', () => {
  it('needs the current password: missing or wrong, it is refused and nothing changes', async () => {
    const { user, otherToken } = await customerOnTwoDevices();
    for (const currentPassword of [undefined, 'not-my-password']) {
      const answer = await putProfile(user, {
        name: user.name,
        email: 'new-1@example.test',
        currentPassword,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Your current password is not correct');
      expect(answer.json().error.currentPassword).toEqual(['Your current password is not correct']);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
    expect(await meStatus(otherToken)).toBe(200);
  });

  it('with the right password, changes nothing until the new address confirms it', async () => {
    const { user, otherToken } = await customerOnTwoDevices();
    const answer = await putProfile(user, {
      name: user.name,
      email: 'moved-away@example.test',
      currentPassword: user.password,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ email: user.email, pendingEmail: 'moved-away@example.test' });
    expect(await meStatus(otherToken)).toBe(200);
    expect(await meStatus(user.token)).toBe(200);
  });

  it('a name change alone needs no password and leaves the other sessions open', async () => {
    const { user, otherToken } = await customerOnTwoDevices();
    const answer = await putProfile(user, { name: 'Only The Name', email: user.email });
    expect(answer.statusCode).toBe(200);
    expect(await meStatus(otherToken)).toBe(200);
  });

  it('is refused, with the reason, for an account made with Google that has no password', async () => {
    const id = newId();
    await ctx.db.insert(users).values({ id, name: 'G', email: `g-${id}@example.test`, passwordHash: null });
    const token = await openSession(ctx.app.db, ctx.app.auth, id, ctx.app.now());
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'G', email: 'other-g@example.test', currentPassword: 'anything-at-all' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('signs in with Google');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row!.email).toBe(`g-${id}@example.test`);
  });
});

describe('PUT /api/auth/password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const { user, otherToken } = await customerOnTwoDevices();
    const answer = await putPassword(user, {
      currentPassword: 'not-my-password',
      newPassword: 'saffron-river-73',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Your current password is not correct');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await meStatus(otherToken)).toBe(200);
  });

  it('refuses a guessable new password with the reason', async () => {
    const { user } = await customerOnTwoDevices();
    const answer = await putPassword(user, { currentPassword: user.password, newPassword: 'password' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^This password is too easy to guess\. /);
    expect(answer.json().error.newPassword).toBeDefined();
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('changes the password and ends the other sessions, this one staying open', async () => {
    const { user, otherToken } = await customerOnTwoDevices();
    const answer = await putPassword(user, {
      currentPassword: user.password,
      newPassword: 'saffron-river-73',
    });
    expect(answer.statusCode).toBe(200);
    expect(await meStatus(otherToken)).toBe(401);
    expect(await meStatus(user.token)).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'saffron-river-73')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout-all', () => {
  it("ends every session of the account, this one included, and no one else's", async () => {
    const { user, otherToken } = await customerOnTwoDevices();
    const someoneElse = await createUser(ctx.app);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: user.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(await meStatus(user.token)).toBe(401);
    expect(await meStatus(otherToken)).toBe(401);
    expect(await meStatus(someoneElse.token)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(answer.statusCode).toBe(401);
  });
});
