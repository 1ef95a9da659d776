import type { AddressInfo } from 'node:net';
import type { Order } from '@flame/shared';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { pickupBody, postOrder } from './http-orders';
import { startSmtpSink } from './mail/smtp-sink';
import { cleanUp, makeDataDir, signInOver, startServerProcess } from './server-process';

/**
 * The server killed in the middle of sending a message: the message is sent again after the restart, once its
 * lease ends, with the Message-ID of the cut-off attempt. A mail server that had already taken the cut-off
 * attempt would hold a duplicate with that same Message-ID (mail clients show it once); here the first server
 * never answers the message's data, so exactly one copy arrives.
 */

afterAll(() => cleanUp(), 60_000);

const GUEST = { email: 'guest@flamekissed.test', password: 'guest-demo-123' };

/** An SMTP server that reads a message's data and never answers it: a send in progress, forever. */
async function startStallingSmtp() {
  let sawData: (messageId: string) => void = () => {};
  const messageId = new Promise<string>((resolve) => (sawData = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => sawData(/^Message-ID:\s*(\S+)/im.exec(text)?.[1] ?? ''));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return { url, messageId, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

it('sends a message again after the server died while sending it, with the same Message-ID', async () => {
  const stalling = await startStallingSmtp();
  const sink = await startSmtpSink();
  const dataDir = await makeDataDir('mail-crash');
  const mailEnv = {
    MAIL_FROM: 'Flame-kissed <orders@flamekissed.example>',
    MAIL_SENDING_LEASE_SECONDS: '3',
    MAIL_SEND_TIMEOUT_SECONDS: '2',
  };
  try {
    const first = await startServerProcess(dataDir, { ...mailEnv, SMTP_URL: stalling.url });
    const guest = await signInOver(first.baseUrl, GUEST.email, GUEST.password);
    const placed = await postOrder(first.baseUrl, guest, await pickupBody(first.baseUrl));
    expect(placed.status).toBe(201);
    const order = ((await placed.json()) as { data: Order }).data;

    // The confirmation is on the wire when the server dies.
    const cutOffMessageId = await stalling.messageId;
    expect(cutOffMessageId).toMatch(/^<.+@.+>$/);
    await first.kill();

    const second = await startServerProcess(dataDir, { ...mailEnv, SMTP_URL: sink.url });
    const confirmations = () =>
      sink.received.filter((mail) => mail.subject?.includes(`Order ${order.orderNumber} `));
    await expect.poll(() => confirmations().length, { timeout: 30_000 }).toBe(1);
    expect(confirmations()[0]!.messageId).toBe(cutOffMessageId);
    expect(confirmations()[0]!.to).toMatchObject({ text: expect.stringContaining(GUEST.email) });

    // Sent is sent: the next passes of the sender leave it alone.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(confirmations()).toHaveLength(1);
    await second.stop();
  } finally {
    await sink.close();
    await stalling.close();
  }
}, 120_000);
