import { SESSION_END_TEXTS } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

const { ctx } = useTestApp({});

const signup = (body: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body as object });
const login = (body: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object });
const me = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/auth/signup', () => {
  it('creates a customer and answers the user and a working token', async () => {
    const response = await signup({
      name: '  Asha Rai ',
      email: 'Asha@Example.test',
      password: 'momo-lover-99',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({
      name: 'Asha Rai',
      email: 'asha@example.test',
      role: 'customer',
      addresses: [],
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('scrypt$');
    expect((await me(body.data.token)).json().data.email).toBe('asha@example.test');
  });

  it.each(['password', '12345678', 'aaaaaaaa', '        '])(
    'refuses the guessable password %j, says why, and creates no account',
    async (password) => {
      const email = `weak-${password.trim().length}-${password.charCodeAt(0)}@example.test`;
      const response = await signup({ name: 'Weak Password', email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^This password is too easy to guess\. \S/);
      expect(response.json().error.password[0]).toBe(response.json().message);
      const again = await login({ email, password });
      expect(again.statusCode).toBe(401);
    },
  );

  it('names the heavily used password and counts the name and email against it', async () => {
    const common = await signup({ name: 'Common', email: 'common@example.test', password: 'password' });
    expect(common.json().message).toBe(
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    );
    const personal = await signup({
      name: 'Rohan Kathmandu',
      email: 'rohan.kathmandu@example.test',
      password: 'rohankathmandu',
    });
    expect(personal.statusCode).toBe(400);
    const good = await signup({
      name: 'Rohan Kathmandu',
      email: 'rohan.k@example.test',
      password: 'copper-lantern-58',
    });
    expect(good.statusCode).toBe(201);
  });

  it('refuses a short password, a bad email and a missing name with clear messages', async () => {
    const short = await signup({ name: 'A', email: 'a@example.test', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('at least 8 characters'),
    });

    const badEmail = await signup({ name: 'A', email: 'not-an-email', password: 'long-enough-1' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('valid email');
    expect(badEmail.json().error).toHaveProperty('email');

    const noName = await signup({ email: 'b@example.test', password: 'long-enough-1' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toHaveProperty('name');
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await signup({ name: 'First', email: 'twice@example.test', password: 'long-enough-1' });
    const again = await signup({ name: 'Second', email: 'TWICE@example.test', password: 'long-enough-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email already exists');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password', async () => {
    const user = await createUser(ctx.app, { password: 'tandoori-nights' });
    const response = await login({ email: user.email.toUpperCase(), password: 'tandoori-nights' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user._id).toBe(user.id);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await createUser(ctx.app);
    const wrong = await login({ email: user.email, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.test', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });
});

describe('sessions', () => {
  it('refuses /me without a token, with a malformed one and with a forged one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('not-a-jwt')).statusCode).toBe(401);
    const user = await createUser(ctx.app);
    const [header, payload] = user.token.split('.');
    expect((await me(`${header}.${payload}.forged-signature`)).statusCode).toBe(401);
  });

  it('revokes the token at logout', async () => {
    const user = await createUser(ctx.app);
    expect((await me(user.token)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(out.statusCode).toBe(200);
    const after = await me(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: 'Please log in to continue' });
  });

  it("tells a device signed out by a password change elsewhere why, where a plain log-out says 'log in'", async () => {
    const user = await createUser(ctx.app);
    const phone = (await login({ email: user.email, password: user.password })).json().data.token as string;
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: user.headers,
      payload: { currentPassword: user.password, newPassword: 'saffron-kettle-harbor-37' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
    const refused = await me(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      success: false,
      message: SESSION_END_TEXTS.password,
      error: { session: [SESSION_END_TEXTS.password] },
    });
  });

  it("tells the other devices after 'Log out everywhere', and this one too", async () => {
    const user = await createUser(ctx.app);
    const phone = (await login({ email: user.email, password: user.password })).json().data.token as string;
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: user.headers });
    expect(out.statusCode).toBe(200);
    for (const token of [phone, user.token]) {
      expect((await me(token)).json().message).toBe(SESSION_END_TEXTS.everywhere);
    }
  });

  it('marks authenticated answers as not cacheable', async () => {
    const user = await createUser(ctx.app);
    expect((await me(user.token)).headers['cache-control']).toBe('no-store');
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates the name of the signed-in user only, and keeps the email until the new address confirms it', async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.headers,
      payload: { name: 'New Name', email: 'new-name@example.test', currentPassword: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message:
        'Check your new address: we sent a link to new-name@example.test. Your email changes when you open it.',
    });
    expect((await me(user.token)).json().data).toMatchObject({
      name: 'New Name',
      email: user.email,
      pendingEmail: 'new-name@example.test',
    });
    expect((await me(other.token)).json().data.name).toBe(other.name);
  });

  it('refuses an email taken by another account, an empty name and an anonymous caller', async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.headers,
      payload: { name: 'X', email: other.email, currentPassword: user.password },
    });
    expect(taken.statusCode).toBe(409);
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.headers,
      payload: { name: '   ', email: user.email },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Name is required');
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name: 'X', email: 'x@example.test' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
