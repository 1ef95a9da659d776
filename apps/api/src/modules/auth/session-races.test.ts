import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

/**
 * Changing the password, or the email (when the new address opens its link), ends every other session, also one
 * that a login with the old password or the old email opens while the change is under way: no session made with what was replaced outlives it.
 */

const { ctx, sink } = useTestApp({ mail: { from: 'Flame-kissed <hello@flamekissed.example>' }, seed: true });

/** The token of the confirmation link the outbox delivered to `address`. */
async function verificationLinkSentTo(address: string): Promise<string> {
  await ctx.app.mail.sender.deliverDue();
  const mail = sink.received.find(
    (received) => (received.to as { text?: string } | undefined)?.text === address,
  );
  const match = /\/verify-email\?token=([\w.%-]+)/.exec(mail?.text ?? '');
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

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

  it('a login with the old email while the new address opens its link keeps no session', async () => {
    const user = await createUser(ctx.app);
    const asked = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.headers,
      payload: { name: user.name, email: `moved-${user.email}`, currentPassword: user.password },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = await verificationLinkSentTo(`moved-${user.email}`);
    const [verified, ...answers] = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: user.headers,
        payload: { token: link },
      }),
      ...Array.from({ length: RACING_LOGINS }, () => login(user.email, user.password)),
    ]);
    expect(verified!.statusCode, verified!.body).toBe(200);
    const statuses = await Promise.all(openedTokens(answers).map(meStatus));
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(await meStatus(user.token)).toBe(200);
  });
});
