import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year behind the machine's clock: by the machine's clock, a session opened then ended long ago. */
const SIGNED_UP_AT = new Date(Date.now() - 365 * DAY_MS);
const clock = { now: SIGNED_UP_AT };
const later = (ms: number) => new Date(SIGNED_UP_AT.getTime() + ms);

const { ctx } = useTestApp({ now: () => clock.now, config: { sessionDays: 30 } });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe("a session's days", () => {
  it("are counted by the app's clock: open until they have passed, refused after", async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Clocked Guest', email: 'clocked@example.test', password: 'amber-ledger-harbor-42' },
    });
    expect(signup.statusCode).toBe(201);
    const { token } = signup.json().data;

    clock.now = later(29 * DAY_MS);
    expect((await me(token)).statusCode).toBe(200);
    // The second check finds the token's signature already verified; its end is still read by the app's clock.
    expect((await me(token)).statusCode).toBe(200);

    clock.now = later(30 * DAY_MS + 60_000);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: 'Please log in to continue' });
  });
});
