import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

/** The one PostgreSQL channel every instance listens on; bus channels travel inside the payload. */
const PG_CHANNEL = 'flame_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
/** Pauses between attempts to listen again: short, so a database that is back is noticed within a second. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000];

export type EventHandler = (payload: unknown) => void;

/** Anything that runs SQL: the transaction of the change an event announces (it goes out at commit). */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * Live events across every API instance: publish with PostgreSQL NOTIFY, receive through one
 * LISTEN connection per instance. Channels are names such as 'orders'; payloads are small JSON values.
 * An event is published in the transaction of the change it announces: delivered only if, and when, that
 * commits, so no view hears of a change that was rolled back, and no saved change goes unannounced.
 */
export interface EventBus {
  publish(channel: string, payload: unknown, executor: SqlExecutor): Promise<void>;
  /** Resolves once this instance is listening; the returned function unsubscribes. */
  subscribe(channel: string, handler: EventHandler): Promise<() => void>;
  /** Called when the listening connection is lost: no events arrive until it is restored. */
  onPause(handler: () => void): () => void;
  /** Called after the listening connection was lost and restored: events in between may have been missed. */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** The text an event travels as between instances (refused when too large for NOTIFY). */
export function eventText(channel: string, payload: unknown): string {
  const text = JSON.stringify({ channel, payload });
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new Error(`Event on '${channel}' is too large for NOTIFY; send ids, not records`);
  }
  return text;
}

/**
 * The SQL expression that publishes an event text (a value, or a placeholder of a prepared statement), for a
 * statement that does other work too: like every NOTIFY, it is delivered when, and only if, that commits.
 */
export function notifySql(text: string | Placeholder): SQL {
  return sql`pg_notify(${PG_CHANNEL}, ${text})`;
}

export function createEventBus(connection: pg.ClientConfig, log: FastifyBaseLogger): EventBus {
  const handlers = new Map<string, Set<EventHandler>>();
  const pauseHandlers = new Set<() => void>();
  const resyncHandlers = new Set<() => void>();
  let client: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let closed = false;
  let attempt = 0;

  const dispatch = (message: pg.Notification) => {
    if (message.channel !== PG_CHANNEL || !message.payload) return;
    let event: { channel?: unknown; payload?: unknown };
    try {
      event = JSON.parse(message.payload) as typeof event;
    } catch {
      return;
    }
    if (typeof event.channel !== 'string') return;
    for (const handler of handlers.get(event.channel) ?? []) {
      try {
        handler(event.payload);
      } catch (error) {
        log.error({ err: error, channel: event.channel }, 'event handler failed');
      }
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...connection, keepAlive: true });
    next.on('notification', dispatch);
    next.on('error', (error) => {
      log.warn({ err: error }, 'event bus connection failed');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${PG_CHANNEL}`);
    client = next;
    attempt = 0;
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = undefined;
    void which.end().catch(() => undefined);
    pauseHandlers.forEach((handler) => handler());
    listening = reconnect();
  };

  const reconnect = async (): Promise<void> => {
    while (!closed) {
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
      attempt += 1;
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (closed) return;
      try {
        await connect();
        log.info('event bus listening again');
        resyncHandlers.forEach((handler) => handler());
        return;
      } catch (error) {
        log.warn({ err: error, attempt }, 'event bus could not reconnect');
      }
    }
  };

  const ensureListening = (): Promise<void> => {
    listening ??= connect().catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  };

  return {
    async publish(channel, payload, executor) {
      await executor.execute(sql`select ${notifySql(eventText(channel, payload))}`);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      try {
        await ensureListening();
      } catch (error) {
        set.delete(handler);
        throw error;
      }
      return () => {
        set.delete(handler);
      };
    },
    onPause(handler) {
      pauseHandlers.add(handler);
      return () => pauseHandlers.delete(handler);
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      pauseHandlers.clear();
      resyncHandlers.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** `app.events`: the bus on the app's database; its LISTEN connection opens with the first subscriber. */
export const eventBusPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = createEventBus(app.database.pool.options, app.log);
    app.decorate('events', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'event-bus', dependencies: ['database'] },
);
