import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHoldingSmtp, type HoldingSmtp } from '../../../test/mail/holding-smtp';
import { TEST_SITE_URL, useTestApp } from '../../../test/fixtures/test-app-fixture';
import { outboxMessages } from '../../db/schema';
import { placeOrder } from '../orders/order-test-helpers';
import { retryDelayMs, SENDING_LEASE_MS } from './delivery-policy';
import { createMailSender } from './sender';
import { createMailTransport, type MailTransport } from './transport';

/**
 * A mail server that takes a message's data and never answers it: the send is given up after the send timeout
 * and tried again later, the other messages go on, and a second sender that finds a lease run out sends that
 * one message again, never the whole queue.
 */

const { ctx, users } = useTestApp({
  mail: { from: 'Flame-kissed <orders@flamekissed.example>' },
  seed: true,
  users: { customer: { name: 'Asha Gurung' } },
});
let smtp: HoldingSmtp;
const transports: MailTransport[] = [];
// A fresh server for each test: each holds its own first message.
beforeEach(async () => {
  await ctx.db.delete(outboxMessages);
  smtp = await startHoldingSmtp();
});
afterEach(async () => {
  transports.splice(0).forEach((transport) => transport.close());
  await smtp.close();
});

const outbox = () => ctx.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);

/** A sender of its own (its own pooled connections) on the holding server, with the given clock. */
function senderAt(clock: { now: Date }, sendTimeoutMs: number) {
  const transport = createMailTransport({ ...ctx.config.mail, smtpUrl: smtp.url, sendTimeoutMs });
  transports.push(transport);
  return createMailSender({
    db: ctx.db,
    transport,
    site: { siteUrl: TEST_SITE_URL, links: ctx.app.mail.links },
    log: ctx.app.log,
    now: () => clock.now,
  });
}

describe('a mail server that stops answering', () => {
  it('gives the send up after the send timeout, sends the rest, and tries the hung one again later', async () => {
    for (let i = 0; i < 3; i++) await placeOrder(ctx.app, users.customer.headers);
    const clock = { now: new Date() };
    const started = performance.now();
    expect(await senderAt(clock, 1000).deliverDue()).toBe(2);
    expect(performance.now() - started).toBeLessThan(5000);

    const [hung, ...rest] = await outbox();
    expect(hung).toMatchObject({ status: 'pending', attempts: 1 });
    expect(hung!.lastError).toMatch(/did not finish the send within 1 s/);
    expect(hung!.nextAttemptAt).toEqual(new Date(clock.now.getTime() + retryDelayMs(1)));
    expect(rest.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(await smtp.holding).toBe(`<${hung!.id}@${new URL(TEST_SITE_URL).hostname}>`);
    smtp.release();
  }, 20_000);
});

describe('two senders, one send outlasting its lease', () => {
  it('sends again only the message whose lease ran out, not the queue behind it', async () => {
    for (let i = 0; i < 10; i++) await placeOrder(ctx.app, users.customer.headers);
    const clock = { now: new Date() };
    // The first sender's first send hangs: no timeout fires during this test.
    const first = senderAt(clock, 60_000).deliverDue();
    await smtp.holding;
    // Past the lease, a second sender finds what the first one holds.
    clock.now = new Date(clock.now.getTime() + SENDING_LEASE_MS + 1000);
    expect(await senderAt(clock, 60_000).deliverDue()).toBe(10);
    smtp.release();
    expect(await first).toBe(1);

    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(11);
    expect(new Set(ids).size).toBe(10);
    expect((await outbox()).every((row) => row.status === 'sent')).toBe(true);
  }, 20_000);
});
