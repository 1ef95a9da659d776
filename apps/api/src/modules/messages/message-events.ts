import type { AdminMessageEvent } from '@flame/shared';
import type { FastifyInstance } from 'fastify';

/** The bus channel of inbox changes (new catering requests and contact messages, status changes). */
export const MESSAGE_EVENTS_CHANNEL = 'messages';

/** Announces an inbox change on every instance; the message is already saved, so a failure is only logged. */
export async function publishMessageEvent(
  app: Pick<FastifyInstance, 'events' | 'log'>,
  event: Omit<AdminMessageEvent, 'at'>,
  now = new Date(),
): Promise<void> {
  const payload: AdminMessageEvent = { ...event, at: now.toISOString() };
  await app.events.publish(MESSAGE_EVENTS_CHANNEL, payload).catch((error: unknown) => {
    app.log.warn({ err: error, event: payload }, 'could not announce an inbox change');
  });
}
