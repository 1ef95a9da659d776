import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createLinkTokens, type LinkTokens } from './link-tokens';
import { createMailSender, type MailSender } from './sender';
import { createMailTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      transport: 'smtp' | 'files';
      sender: MailSender;
      /** Signs and checks the tokens of links in messages that work without signing in. */
      links: LinkTokens;
    };
  }
}

/**
 * Delivers the outbox in the background: at start-up (so a restart resumes where it stopped), then every
 * `pollIntervalMs`. One pass at a time; the timer never keeps the process alive and stops with the app.
 */
export const mailSenderPlugin = fp(
  async (
    app: FastifyInstance,
    { mail, siteUrl, secret }: { mail: Config['mail']; siteUrl: string; secret: string },
  ) => {
    const transport = createMailTransport(mail);
    const links = createLinkTokens(secret);
    const site = { siteUrl, links };
    const sender = createMailSender({
      db: app.db,
      transport,
      site,
      log: app.log,
      leaseMs: mail.sendingLeaseMs,
    });
    app.decorate('mail', { transport: transport.kind, sender, links });

    let running: Promise<void> | undefined;
    const pass = () => {
      running ??= sender
        .deliverDue()
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, 'mail sender could not deliver the outbox'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (mail.pollIntervalMs <= 0) return;
      void pass();
      timer = setInterval(() => void pass(), mail.pollIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      transport.close();
    });
  },
  { name: 'mail-sender', dependencies: ['database'] },
);
