import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that reads the first message's data and does not answer it until `release()`
 * (a hung transaction), while it takes and keeps every later message at once. Not a test file.
 */
export interface HoldingSmtp {
  url: string;
  /** Every message taken, in order, the held one included once it is released. */
  received: ParsedMail[];
  /** Resolves with the held message's Message-ID once its data has arrived. */
  holding: Promise<string>;
  /** Answers the held message: 250, it is taken. */
  release(): void;
  close(): Promise<void>;
}

export async function startHoldingSmtp(): Promise<HoldingSmtp> {
  let held = false;
  let answerHeld = () => {};
  let sawHeld: (messageId: string) => void = () => {};
  const holding = new Promise<string>((resolve) => (sawHeld = resolve));
  const released = new Promise<void>((resolve) => (answerHeld = resolve));
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const first = !held;
      held = true;
      void simpleParser(stream).then(async (mail) => {
        if (first) {
          sawHeld(mail.messageId ?? '');
          await released;
        }
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    holding,
    release: () => answerHeld(),
    close: () => {
      answerHeld();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
