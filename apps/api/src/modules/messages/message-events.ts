import type { AdminMessageEvent } from '@flame/shared';
import type { EventBus, SqlExecutor } from '../../plugins/event-bus';

/** The bus channel of inbox changes (new catering requests and contact messages, status changes). */
export const MESSAGE_EVENTS_CHANNEL = 'messages';

/** Announces an inbox change on every instance; inside a transaction it goes out at commit, or never. */
export function publishMessageEvent(bus: EventBus, event: AdminMessageEvent, executor: SqlExecutor) {
  return bus.publish(MESSAGE_EVENTS_CHANNEL, event, executor);
}
