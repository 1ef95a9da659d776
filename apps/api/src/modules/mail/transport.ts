import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingMail {
  /** Stable across retries, so a receiver can tell a repeat from a new message. */
  messageId: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface MailTransport {
  /** 'smtp' sends through SMTP_URL; 'files' writes .eml files (no mail server configured). */
  kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const toNodemailer = (from: string, mail: OutgoingMail) => ({ from, ...mail });

/** Through SMTP_URL when it is set, else as `.eml` files under DATA_DIR/outbox/ that anyone can open. */
export function createMailTransport(mail: Config['mail']): MailTransport {
  if (mail.smtpUrl) {
    // Pooled: one connection carries message after message, instead of a new connection (and greeting, and TLS
    // handshake) for each; a dropped connection is opened again at the next send.
    const smtp = nodemailer.createTransport({ url: mail.smtpUrl, pool: true });
    return {
      kind: 'smtp',
      send: async (message) => void (await smtp.sendMail(toNodemailer(mail.from, message))),
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(message) {
      const info = await files.sendMail(toNodemailer(mail.from, message));
      await fs.mkdir(mail.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await fs.writeFile(path.join(mail.outboxDir, name), info.message as Buffer);
    },
    close: () => files.close(),
  };
}
