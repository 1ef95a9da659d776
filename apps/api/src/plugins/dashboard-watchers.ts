import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { newId } from '../lib/ids';

/** How often an instance renews its rows while it holds dashboards open. */
export const WATCHER_HEARTBEAT_MS = 15_000;
/** A row not renewed for this long belongs to an instance that died: its streams no longer count. */
export const WATCHER_STALE_MS = 45_000;

declare module 'fastify' {
  interface FastifyInstance {
    dashboardWatchers: {
      /** This instance's id in `dashboard_watchers`. */
      instanceId: string;
      /** Counts an owner dashboard's live stream as open; the answer counts it closed again. */
      open(restaurantId: string): Promise<() => Promise<void>>;
      /** Writes this instance's counts now (the timer does it every WATCHER_HEARTBEAT_MS). */
      heartbeat(): Promise<void>;
    };
  }
}

/**
 * How many owner dashboards this instance holds open, per restaurant, kept in the database so that every
 * instance reads the same count (`dashboard_watchers`, one row per instance and restaurant): written when a
 * stream opens or closes, and renewed every WATCHER_HEARTBEAT_MS on the app's clock while any is open. The first
 * stream opened while no instance held one moves the catalogue version, so a cached 'paused: nobody watching'
 * answer ends at once. What the count means for ordering is read by the restaurant module.
 */
export const dashboardWatchersPlugin = fp(
  async (app: FastifyInstance) => {
    const instanceId = newId();
    const counts = new Map<string, number>();

    const write = async (restaurantId: string, streams: number, announce: boolean) => {
      const now = app.now().toISOString();
      const staleBefore = new Date(app.now().getTime() - WATCHER_STALE_MS).toISOString();
      await app.db.execute(sql`
        with others as (
          select coalesce(sum(streams), 0) as open from dashboard_watchers
          where restaurant_id = ${restaurantId} and instance_id <> ${instanceId}
            and streams > 0 and seen_at > ${staleBefore}::timestamptz
        ), written as (
          insert into dashboard_watchers (instance_id, restaurant_id, streams, seen_at, last_watched_at)
          values (${instanceId}, ${restaurantId}, ${streams}, ${now}::timestamptz, ${streams > 0 ? now : null}::timestamptz)
          on conflict (instance_id, restaurant_id) do update set
            streams = excluded.streams,
            seen_at = excluded.seen_at,
            last_watched_at = case
              when excluded.streams > 0 or dashboard_watchers.streams > 0 then excluded.seen_at
              else dashboard_watchers.last_watched_at end
          returning 1
        )
        select case when ${announce} and (select open from others) = 0
          then bump_catalogue_version_now() end from written`);
    };

    const heartbeat = async () => {
      await Promise.all([...counts].map(([restaurantId, streams]) => write(restaurantId, streams, false)));
      for (const [restaurantId, streams] of counts) if (streams === 0) counts.delete(restaurantId);
    };

    app.decorate('dashboardWatchers', {
      instanceId,
      heartbeat,
      async open(restaurantId: string) {
        const streams = (counts.get(restaurantId) ?? 0) + 1;
        counts.set(restaurantId, streams);
        await write(restaurantId, streams, streams === 1);
        let closed = false;
        return async () => {
          if (closed) return;
          closed = true;
          const left = Math.max(0, (counts.get(restaurantId) ?? 1) - 1);
          counts.set(restaurantId, left);
          await write(restaurantId, left, false);
        };
      },
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        heartbeat().catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not renew the open dashboards count'),
        );
      }, WATCHER_HEARTBEAT_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'dashboard-watchers', dependencies: ['database', 'clock'] },
);
