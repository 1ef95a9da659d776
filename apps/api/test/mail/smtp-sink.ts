import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives, and can refuse for a while like a busy one. */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** While set, every message is refused with this code (421: try again later; 550: mailbox refused). */
  refuseWith: number | undefined;
  close(): Promise<void>;
}

/** Starts the server; `into` becomes the sink, so an object handed out before the start stays the live one. */
export async function startSmtpSink(into: object = {}): Promise<SmtpSink> {
  const parsing: Promise<unknown>[] = [];
  const sink: SmtpSink = Object.assign(into, {
    url: '',
    received: [],
    refuseWith: undefined,
    close: async () => {
      await Promise.all(parsing);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!sink.refuseWith) return callback();
      callback(Object.assign(new Error('Busy, try again later'), { responseCode: sink.refuseWith }));
    },
    onData(stream, _session, callback) {
      const parsed = simpleParser(stream).then((mail) => sink.received.push(mail));
      parsing.push(parsed);
      parsed.then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
