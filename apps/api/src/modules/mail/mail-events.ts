import type { AdminMailEvent } from '@flame/shared';
import type { EventBus, SqlExecutor } from '../../plugins/event-bus';

/** The bus channel of mail trouble the owner is warned about (a message the sender gave up on). */
export const MAIL_EVENTS_CHANNEL = 'mail';

/** Announces a failed message on every instance; inside a transaction it goes out at commit, or never. */
export function publishMailEvent(bus: EventBus, event: AdminMailEvent, executor: SqlExecutor) {
  return bus.publish(MAIL_EVENTS_CHANNEL, event, executor);
}
