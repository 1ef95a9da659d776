import type { WaitlistStatus } from '@flame/shared';
import type { EventBus, SqlExecutor } from '../../plugins/event-bus';

/** The bus channel of waitlist changes: every guest's open page of that restaurant listens to it. */
export const WAITLIST_EVENTS_CHANNEL = 'waitlist';

/** A guest joined or an entry changed status: ids only, each listener reads what it shows. */
export interface WaitlistBusEvent {
  restaurantId: string;
  entryId: string;
  status: WaitlistStatus;
  at: string;
}

export function isWaitlistBusEvent(event: unknown): event is WaitlistBusEvent {
  const candidate = event as Partial<WaitlistBusEvent> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.restaurantId === 'string' &&
    typeof candidate.entryId === 'string'
  );
}

/**
 * Announces a change on every instance. Published in the transaction that makes the change, it goes out at
 * commit, and never when that rolls back.
 */
export function publishWaitlistEvent(
  bus: EventBus,
  entry: { id: string; restaurantId: string; status: WaitlistStatus },
  now: Date,
  executor: SqlExecutor,
): Promise<void> {
  const event: WaitlistBusEvent = {
    restaurantId: entry.restaurantId,
    entryId: entry.id,
    status: entry.status,
    at: now.toISOString(),
  };
  return bus.publish(WAITLIST_EVENTS_CHANNEL, event, executor);
}
