import { weakPasswordMessage, type PasswordStrength } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { passwordResets } from '../../db/schema';
import { newId } from '../../lib/ids';
import { hashLinkToken } from '../mail/link-tokens';

const logLines: string[] = [];
const { ctx } = useTestApp({
  config: { logLevel: 'trace' },
  logStream: { write: (line) => logLines.push(line) },
});

/** From guessed at once to very hard to guess, for someone called Sita Karki. */
const WEAK_TO_STRONG: { password: string; score: number }[] = [
  { password: 'password', score: 0 },
  { password: 'Password1', score: 0 },
  { password: 'sitakarki', score: 1 },
  { password: 'butterchicken', score: 1 },
  { password: 'kathmandu-99', score: 2 },
  { password: 'ginger7tea', score: 2 },
  { password: 'momo-dumpling', score: 3 },
  { password: 'sitakarki2024', score: 3 },
  { password: 'tandoori-nights-1', score: 4 },
  { password: 'Copper-lantern-orchard-42', score: 4 },
];
const SITA = { name: 'Sita Karki' };

const rate = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/password-strength', payload });
const strengthOf = async (payload: object): Promise<PasswordStrength> => {
  const response = await rate(payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PasswordStrength }).data;
};

let people = 0;
const sitaEmail = () => {
  people += 1;
  return `sita.karki.${people}.${newId().slice(-6)}@example.test`;
};

/** A live reset link for the account, as `POST /api/auth/forgot-password` issues one. */
async function resetLinkFor(userId: string): Promise<string> {
  const token = ctx.app.mail.links.sign('password-reset', newId());
  const now = ctx.app.now();
  await ctx.db.insert(passwordResets).values({
    userId,
    tokenHash: hashLinkToken(token),
    issuedAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
  });
  return token;
}

describe('POST /api/password-strength', () => {
  it('rates a list from weak to strong exactly as sign-up then accepts or refuses it', async () => {
    for (const { password, score } of WEAK_TO_STRONG) {
      const email = sitaEmail();
      const strength = await strengthOf({ password, ...SITA, email });
      expect(strength.score, password).toBe(score);
      expect(strength.acceptable, password).toBe(score >= 3);

      const signup = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...SITA, email, password },
      });
      if (strength.acceptable) {
        expect(signup.statusCode, `${password}: ${signup.body}`).toBe(201);
      } else {
        expect(signup.statusCode, password).toBe(400);
        expect(signup.json().error.password, password).toEqual([weakPasswordMessage(strength.feedback)]);
      }
    }
  });

  it('counts the name and email against the password, as sign-up does', async () => {
    expect((await strengthOf({ password: 'rohankathmandu' })).acceptable).toBe(true);
    const rohan = { name: 'Rohan Kathmandu', email: 'rohan.kathmandu@example.test' };
    const strength = await strengthOf({ password: 'rohankathmandu', ...rohan });
    expect(strength.acceptable).toBe(false);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...rohan, password: 'rohankathmandu' },
    });
    expect(signup.json().error.password).toEqual([weakPasswordMessage(strength.feedback)]);
  });

  it("rates with a reset link's account, as the reset does; without a live link, the password alone", async () => {
    const user = await createUser(ctx.app, { name: 'Rohan Kathmandu' });
    const token = await resetLinkFor(user.id);
    const withLink = await strengthOf({ password: 'rohankathmandu', resetToken: token });
    expect(withLink.acceptable).toBe(false);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'rohankathmandu' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.password).toEqual([weakPasswordMessage(withLink.feedback)]);

    const forged = await strengthOf({ password: 'rohankathmandu', resetToken: `${token}x` });
    expect(forged.acceptable).toBe(true);
  });

  it('rates a change of password with the account, as the change does', async () => {
    const user = await createUser(ctx.app, { name: 'Rohan Kathmandu' });
    const strength = await strengthOf({ password: 'rohankathmandu', name: user.name, email: user.email });
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: user.headers,
      payload: { currentPassword: user.password, newPassword: 'rohankathmandu' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.newPassword).toEqual([weakPasswordMessage(strength.feedback)]);
  });

  it('rates only the first 64 characters, so a long password costs no more than a 64-character one', async () => {
    const start = 'Copper-lantern-orchard-42-'.repeat(3).slice(0, 64);
    const strong = await strengthOf({ password: start });
    expect(await strengthOf({ password: `${start}${'a'.repeat(136)}` })).toEqual(strong);
    const weakStart = 'password'.repeat(8);
    expect((await strengthOf({ password: `${weakStart}Copper-lantern-orchard-42` })).acceptable).toBe(false);
  });

  it('is never cached, and refuses what the form would (an empty or overlong password)', async () => {
    const response = await rate({ password: 'momo-dumpling' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await rate({ password: '' })).statusCode).toBe(400);
    expect((await rate({ password: 'x'.repeat(201) })).statusCode).toBe(400);
  });

  it('never writes the password (or a name or email sent with it) to the log, whatever the request', async () => {
    logLines.length = 0;
    const secret = 'Unguessable-saffron-7731';
    await rate({ password: secret, name: 'Secret Person', email: 'secret.person@example.test' });
    await rate({ password: `${secret}${'x'.repeat(300)}` });
    await rate({ password: 42, name: secret });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/password-strength',
      headers: { 'content-type': 'application/json' },
      payload: `{"password":"${secret}"`,
    });
    const log = logLines.join('');
    expect(log).toContain('/api/password-strength');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('Unguessable');
    expect(log).not.toContain('secret.person');
  });
});
