import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { escapeRegExp } from './reg-exp';

/** Where the E2E server writes its email: it runs without SMTP_URL, so as `.eml` files in DATA_DIR/outbox/. */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the E2E tests through their global setup');
  return path.join(dataDir, 'outbox');
}

/**
 * Each message of the outbox, parsed once per worker: the server renames a message into the outbox only once it
 * is whole, so a file never changes after it appears (and the outbox grows by hundreds over a run).
 */
const parsedMessages = new Map<string, Promise<ParsedMail>>();
function parsedMessage(file: string): Promise<ParsedMail> {
  let parsed = parsedMessages.get(file);
  if (!parsed) {
    parsed = fs.readFile(file).then((raw) => simpleParser(raw));
    parsedMessages.set(file, parsed);
  }
  return parsed;
}

/**
 * The newest message to `to` whose subject matches, once the server's mail sender has written it (it polls
 * the outbox every 2 s); fails after `timeoutMs`.
 */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await fs.readdir(outboxDir()).catch(() => [] as string[]);
    for (const name of names
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse()) {
      const mail = await parsedMessage(path.join(outboxDir(), name));
      const recipients = [mail.to ?? []].flat().map((address) => address.text.toLowerCase());
      if (recipients.includes(to.toLowerCase()) && subject.test(mail.subject ?? '')) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The first link in the message's plain-text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const escaped = escapeRegExp(prefix);
  const match = new RegExp(`${escaped}[^\\s\\]>)]*`).exec(mail.text ?? '');
  if (!match) throw new Error(`No link starting with ${prefix} in '${mail.subject ?? ''}'`);
  return match[0];
}
