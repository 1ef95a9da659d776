import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createLinkTokens, type LinkTokens } from './link-tokens';
import { queueDueEscalations } from './due-escalations';
import { createMailSender, type MailSender } from './sender';
import { createMailServerChecker, type MailServerChecker } from './server-check';
import { createMailTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      transport: 'smtp' | 'files';
      sender: MailSender;
      /** Whether the mail server answers, checked at most once a minute. */
      server: MailServerChecker;
      /** Signs and checks the tokens of links in messages that work without signing in. */
      links: LinkTokens;
    };
  }
}

/** Passes of the sender one instance runs at once: a stuck send holds one, the others go on. */
const PASSES_AT_ONCE = 3;

/**
 * Delivers the outbox in the background: at start-up (so a restart resumes where it stopped), then every
 * `pollIntervalMs`, a new pass beside any still running (up to PASSES_AT_ONCE); the timer never keeps the process
 * alive and stops with the app.
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
      now: () => app.now(),
      leaseMs: mail.sendingLeaseMs,
      queueDue: () => queueDueEscalations(app.db, app.now()),
      events: app.events,
    });
    const server = createMailServerChecker(transport, () => app.now());
    app.decorate('mail', { transport: transport.kind, sender, server, links });

    // A pass stuck on a message that hangs (until the send timeout) must not hold the others: the next tick
    // starts another pass beside it, up to PASSES_AT_ONCE, and the passes share the outbox as instances do.
    const running = new Set<Promise<void>>();
    const pass = () => {
      if (running.size >= PASSES_AT_ONCE) return;
      const delivering: Promise<void> = sender
        .deliverDue()
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, 'mail sender could not deliver the outbox'))
        .finally(() => running.delete(delivering));
      running.add(delivering);
    };

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (mail.pollIntervalMs <= 0) return;
      pass();
      timer = setInterval(pass, mail.pollIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await Promise.all(running);
      transport.close();
    });
  },
  { name: 'mail-sender', dependencies: ['database', 'clock', 'event-bus'] },
);
