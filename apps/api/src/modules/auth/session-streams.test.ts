import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { openStream } from '../../../test/sse-client';
import { outboxMessages } from '../../db/schema';
import { openSession } from './service';

/** Live streams end with the sessions that opened them: 'log out everywhere', a password change, a reset. */

const NEW_PASSWORD = 'juniper-lantern-harbor-91';
let url: string;

const { ctx, sink } = useTestApp({ seed: true, mail: { from: 'Flame-kissed <hello@flamekissed.example>' } });
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(async () => {
  await ctx.db.delete(outboxMessages);
  sink.received.length = 0;
});

/** The customer's reservations stream, opened with a ticket of the session `token`. */
async function reservationStream(token: string) {
  const ticket = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/reservations/events/ticket',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ticket.statusCode).toBe(200);
  const stream = await openStream(
    `${url}/api/restaurants/reservations/events?ticket=${encodeURIComponent(ticket.json().data.ticket)}`,
  );
  await stream.next('ready');
  return stream;
}

/** A customer signed in on two devices, each with a live stream open. */
async function customerWatchingOnTwoDevices() {
  const user = await createUser(ctx.app);
  const otherToken = await openSession(ctx.app.db, ctx.app.auth, user.id, ctx.app.now());
  return { user, here: await reservationStream(user.token), there: await reservationStream(otherToken) };
}

const put = (user: TestUser, path: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/auth/${path}`, headers: user.headers, payload });

describe("a customer's live streams", () => {
  it("end on every device after 'log out everywhere'", async () => {
    const { user, here, there } = await customerWatchingOnTwoDevices();
    const bystander = await reservationStream((await createUser(ctx.app)).token);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: user.headers });
    expect(out.statusCode).toBe(200);
    expect(await here.waitForEnd()).toBe(true);
    expect(await there.waitForEnd()).toBe(true);
    expect(bystander.ended).toBe(false);
    bystander.close();
  });

  it('end on the other devices after a password change; this device keeps its stream', async () => {
    const { user, here, there } = await customerWatchingOnTwoDevices();
    const changed = await put(user, 'password', {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(await there.waitForEnd()).toBe(true);
    expect(here.ended).toBe(false);
    here.close();
  });

  it('end everywhere after a password reset', async () => {
    const { user, here, there } = await customerWatchingOnTwoDevices();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    await ctx.app.mail.sender.deliverDue();
    const link = /\/reset-password\?token=([\w.%-]+)/.exec(sink.received[0]?.text ?? '');
    expect(link).not.toBeNull();
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(link![1]!), password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(await here.waitForEnd()).toBe(true);
    expect(await there.waitForEnd()).toBe(true);
  });
});
