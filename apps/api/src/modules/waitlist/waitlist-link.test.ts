import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../db/schema';
import { openStream } from '../../../test/sse-client';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

const clock = { now: new Date() };
const { ctx, owner } = useTestApp({ seed: true, now: () => clock.now });

let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(async () => {
  await ctx.db.delete(waitlistEntries);
});

async function join(name: string) {
  clock.now = new Date(clock.now.getTime() + 60_000);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: owner.headers,
    payload: { name, phone: '+1 312 555 0142', partySize: 3, quotedMinutes: 25 },
  });
  expect(response.statusCode, response.body).toBe(201);
  const entry = response.json().data as { id: string; link: string };
  return { id: entry.id, token: decodeURIComponent(entry.link.split('/waitlist/')[1]!) };
}

const view = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/waitlist/link?token=${encodeURIComponent(token)}` });
const patch = (id: string, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/waitlist/${id}`,
    headers: owner.headers,
    payload: { status },
  });

describe("the guest's signed link", () => {
  it('shows the guest their place in line and quoted wait, without their phone', async () => {
    await join('Ahead');
    const { token } = await join('Bina');
    const response = await view(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Bina',
      partySize: 3,
      quotedMinutes: 25,
      status: 'waiting',
      placeInLine: 2,
    });
    expect(response.body).not.toContain('312 555 0142');
  });

  it('refuses a forged, altered or other-purpose token with the same 400', async () => {
    const { id, token } = await join('Bina');
    const forged = `${id}.${'A'.repeat(43)}`;
    const otherPurpose = ctx.app.mail.links.sign('reservation-cancel', id);
    const unknownEntry = ctx.app.mail.links.sign('waitlist', '0190e1c2-0000-7000-8000-000000000000');
    for (const bad of [forged, otherPurpose, unknownEntry, `${token}x`, 'no-dot']) {
      const response = await view(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe(
        'This waitlist link is not valid. Please ask the host for your place in line.',
      );
    }
    const stream = await openStream(`${url}/api/waitlist/link/events?token=${encodeURIComponent(forged)}`);
    expect(stream.response.status).toBe(400);
  });
});

describe("the guest's live page", () => {
  it('moves up when a party ahead is seated, and says the table is ready when the host taps Notify', async () => {
    const ahead = await join('Ahead');
    const bina = await join('Bina');
    const stream = await openStream(
      `${url}/api/waitlist/link/events?token=${encodeURIComponent(bina.token)}`,
    );
    expect(stream.response.status).toBe(200);
    expect(await stream.next('ready')).toMatchObject({ status: 'waiting', placeInLine: 2 });

    expect((await patch(ahead.id, 'seated')).statusCode).toBe(200);
    expect(await stream.next('entry', (d: { placeInLine: number }) => d.placeInLine === 1)).toMatchObject({
      status: 'waiting',
    });

    expect((await patch(bina.id, 'notified')).statusCode).toBe(200);
    expect(await stream.next('entry', (d: { status: string }) => d.status === 'notified')).toMatchObject({
      name: 'Bina',
      placeInLine: null,
    });
    stream.close();
  });

  it("is not told of other guests' changes that leave its view as it was", async () => {
    const bina = await join('Bina');
    const stream = await openStream(
      `${url}/api/waitlist/link/events?token=${encodeURIComponent(bina.token)}`,
    );
    await stream.next('ready');
    const behind = await join('Behind');
    await patch(behind.id, 'left');
    await patch(bina.id, 'seated');
    await stream.next('entry', (d: { status: string }) => d.status === 'seated');
    expect(stream.events.filter((e) => e.event === 'entry')).toHaveLength(1);
    stream.close();
  });
});
