import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

const { ctx } = useTestApp({});

const saveProfile = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: user.headers, payload });
const me = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).json().data;

describe('the profile phone (PUT /api/auth/profile, GET /api/auth/me)', () => {
  it('starts empty, keeps a valid number as written (trimmed), and reads it back', async () => {
    const user = await createUser(ctx.app);
    expect((await me(user)).phone).toBeNull();
    const saved = await saveProfile(user, { name: user.name, email: user.email, phone: '  (512) 555-0199 ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, data: { phone: '(512) 555-0199' } });
    expect((await me(user)).phone).toBe('(512) 555-0199');
  });

  it('refuses a number checkout would refuse with a 400 naming the field, and keeps the one saved', async () => {
    const user = await createUser(ctx.app);
    await saveProfile(user, { name: user.name, email: user.email, phone: '+44 20 7946 0958' });
    for (const phone of ['555-12', 'call me', '1234567890123456', 5125550199]) {
      const refused = await saveProfile(user, { name: user.name, email: user.email, phone });
      expect(refused.statusCode, String(phone)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: { phone: [expect.any(String)] } });
    }
    const tooLong = await saveProfile(user, { name: user.name, email: user.email, phone: '5'.repeat(41) });
    expect(tooLong.json().error).toEqual({ phone: ['Phone must be at most 40 characters'] });
    const letters = await saveProfile(user, { name: user.name, email: user.email, phone: '555-12' });
    expect(letters.json().error).toEqual({ phone: ['Please enter a valid phone number'] });
    expect((await me(user)).phone).toBe('+44 20 7946 0958');
  });

  it("keeps the number when a client sends no phone, removes it on '', and touches no other account", async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    await saveProfile(other, { name: other.name, email: other.email, phone: '512 555 0100' });
    await saveProfile(user, { name: user.name, email: user.email, phone: '512 555 0199' });
    expect((await saveProfile(user, { name: 'Renamed', email: user.email })).json().data.phone).toBe(
      '512 555 0199',
    );
    const removed = await saveProfile(user, { name: 'Renamed', email: user.email, phone: '  ' });
    expect(removed.statusCode).toBe(200);
    expect((await me(user)).phone).toBeNull();
    expect((await me(other)).phone).toBe('512 555 0100');
  });

  it('refuses an anonymous caller', async () => {
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name: 'X', email: 'x@example.test', phone: '512 555 0199' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
