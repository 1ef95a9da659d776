import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailTransport, type OutgoingMail } from './transport';

/**
 * The SMTP transport builds each message whole before it sends it: what the mail server receives is byte for
 * byte what nodemailer's SMTP transport sends when handed the same message (multipart boundaries aside, random
 * in each message).
 */

let server: SMTPServer;
let url: string;
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = `${session.envelope.mailFrom && session.envelope.mailFrom.address} -> ${session.envelope.rcptTo.map((to) => to.address).join(',')}`;
        received.push(`${envelope}\n${Buffer.concat(chunks).toString('binary')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const FROM = 'Flame-kissed <orders@flamekissed.example>';
const withoutBoundaries = (text: string) => text.replace(/--_NmP-[\w]+-Part_\d+/g, '--BOUNDARY');

const MESSAGES: OutgoingMail[] = [
  {
    messageId: '<order-placed-1@flamekissed.example>',
    date: new Date('2026-11-30T18:05:00Z'),
    to: 'guest@example.test',
    replyTo: 'restaurant@flamekissed.example',
    subject: 'Order 1042 placed — pickup at 6:30 PM',
    text: 'Thanks, Anjali!\n\nPaneer Tikka × 2 … 22.02\n.\n.leading dot line\nTotal: $33.97',
    html: `<!DOCTYPE html><html><body><p>Thanks, Anjali &amp; co!</p>${'<p>Line of a long order, with “quotes” and é, ü, 漢字.</p>'.repeat(60)}<p>.</p></body></html>`,
    headers: { 'List-Unsubscribe': '<https://flamekissed.example/email-offers?token=abc>' },
  },
  {
    messageId: '<reservation-2@flamekissed.example>',
    date: new Date('2026-11-30T18:06:00Z'),
    to: 'other@example.test',
    replyTo: undefined,
    subject: 'Your table',
    text: 'See you at 7.',
    html: '<p>See you at 7.</p>',
    attachments: [
      { filename: 'booking.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar' },
    ],
  },
];

it('sends each message as nodemailer’s SMTP transport does, byte for byte', async () => {
  const transport = createMailTransport({
    smtpUrl: url,
    from: FROM,
    outboxDir: '/nonexistent',
    pollIntervalMs: 0,
    sendingLeaseMs: 60_000,
  });
  const plain = nodemailer.createTransport({ url });
  try {
    for (const message of MESSAGES) {
      received.length = 0;
      await transport.send(message);
      await plain.sendMail({ from: FROM, ...message });
      expect(received).toHaveLength(2);
      const [ours, theirs] = received.map(withoutBoundaries);
      expect(ours).toContain(`Message-ID: ${message.messageId}`);
      expect(ours).toBe(theirs);
    }
  } finally {
    transport.close();
    plain.close();
  }
});
