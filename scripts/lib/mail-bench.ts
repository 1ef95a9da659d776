// The outbox under load, for `npm run bench`: how many messages one sender delivers per second to an SMTP
// server on loopback, and what recording each order's email costs order placement.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on loopback that accepts everything and only counts it. */
export interface CountingSmtp {
  url: string;
  received(): number;
  close(): Promise<void>;
}

export async function startCountingSmtp(): Promise<CountingSmtp> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The client's name is not looked up: the measure is the sender's, not the resolver's.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        count += 1;
        callback();
      });
      stream.resume();
    },
  });
  // The API server's pooled connection is reset when it stops: not a failure of the measure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') console.warn('SMTP server:', error.message);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Turns the restaurant's 'Email each new order' on or off, as its owner. */
export async function setNewOrderEmails(base: string, ownerToken: string, on: boolean): Promise<void> {
  const response = await fetch(`${base}/api/admin/mail/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reminderHours: 3, newOrderEmails: on }),
  });
  if (!response.ok) throw new Error(`Email settings: ${response.status} ${await response.text()}`);
}

/** Messages still waiting in the outbox (Settings → Email). */
export async function pendingMail(base: string, ownerToken: string): Promise<number> {
  const response = await fetch(`${base}/api/admin/mail`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  return ((await response.json()) as { data: { pending: number } }).data.pending;
}

/**
 * Waits until the server's sender has delivered every message of its outbox (at most `timeoutMs`); answers
 * whether it has.
 */
export async function outboxDrained(base: string, ownerToken: string, timeoutMs = 120_000): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while ((await pendingMail(base, ownerToken)) > 0) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}

/**
 * The server's one sender draining the backlog the order runs left: messages that reached the SMTP server per
 * second over `seconds` (or until the outbox is empty), with nothing else running.
 */
export async function measureDelivery(
  base: string,
  ownerToken: string,
  smtp: CountingSmtp,
  seconds: number,
): Promise<{ perSecond: number; delivered: number; backlog: number }> {
  const backlog = await pendingMail(base, ownerToken);
  const start = smtp.received();
  const began = performance.now();
  const deadline = began + seconds * 1000;
  while (performance.now() < deadline && smtp.received() - start < backlog) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const delivered = smtp.received() - start;
  return { perSecond: delivered / ((performance.now() - began) / 1000), delivered, backlog };
}
