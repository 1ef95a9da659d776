import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

/**
 * Changing the password or the email ends every other session, also one that a login with the old password
 * or the old email opens while the change is under way: no session made with what was replaced outlives it.
 */

const { ctx } = useTestApp({});

const RACING_LOGINS = 16;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const meStatus = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The tokens of the logins that were answered 200; every other answer must be the login's 401. */
function openedTokens(answers: { statusCode: number; json(): unknown }[]): string[] {
  expect(answers.every((answer) => [200, 401].includes(answer.statusCode))).toBe(true);
  return answers
    .filter((answer) => answer.statusCode === 200)
    .map((answer) => (answer.json() as { data: { token: string } }).data.token);
}

describe('logins racing a change of credentials', () => {
  it('a login with the old password during a password change keeps no session', async () => {
    const user = await createUser(ctx.app);
    const [changed, ...answers] = await Promise.all([
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: user.headers,
        payload: { currentPassword: user.password, newPassword: 'saffron-river-73' },
      }),
      ...Array.from({ length: RACING_LOGINS }, () => login(user.email, user.password)),
    ]);
    expect(changed!.statusCode, changed!.body).toBe(200);
    const statuses = await Promise.all(openedTokens(answers).map(meStatus));
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(await meStatus(user.token)).toBe(200);
  });

  it('a login with the old email during an email change keeps no session', async () => {
    const user = await createUser(ctx.app);
    const [changed, ...answers] = await Promise.all([
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: user.headers,
        payload: { name: user.name, email: `moved-${user.email}`, currentPassword: user.password },
      }),
      ...Array.from({ length: RACING_LOGINS }, () => login(user.email, user.password)),
    ]);
    expect(changed!.statusCode, changed!.body).toBe(200);
    const statuses = await Promise.all(openedTokens(answers).map(meStatus));
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(await meStatus(user.token)).toBe(200);
  });
});
