import {
  afterOpenMinutes,
  openMinutesPassed,
  type OrderingPausedReason,
  type ServiceSchedule,
} from '@flame/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dashboardWatchers, orders } from '../../db/schema';
import { WATCHER_STALE_MS } from '../../plugins/dashboard-watchers';
import { pauseAt, type PauseColumns } from './ordering-pause';
import { readTogether } from '../../db/read-together';

type Executor = Pick<Database, 'select'>;

const MINUTE = 60_000;

/** What a restaurant row says of the automatic pauses. */
export interface EscalationColumns extends PauseColumns {
  pauseWhenUnansweredMinutes: number | null;
  pauseWhenUnwatchedMinutes: number | null;
  watchRuleSince: Date;
}

/** The facts the automatic pauses are read from: the oldest pending order and the open dashboards. */
export interface OrderingFacts {
  /** When the oldest order still pending was placed, or null. */
  oldestPendingAt: Date | null;
  /** Owner dashboards holding the live stream open now, on every instance. */
  watching: number;
  /** The last moment any instance held a dashboard open (null: never since the rows began). */
  lastWatchedAt: Date | null;
}

export interface OrderingState {
  reason: OrderingPausedReason | null;
  /** When the owner's pause ends (null: not paused by the owner, or until resumed). */
  until: Date | null;
  /**
   * The earliest instant this answer may change by the clock alone (undefined: never): a new pending order or a
   * dashboard closed after `now` cannot pause ordering before it, so an answer kept until then stays true.
   * An answer that ends by a write (an order accepted, a dashboard opened) moves the catalogue version instead.
   */
  changesAt: Date | undefined;
}

/** Reads the oldest pending order and the open dashboards of a restaurant at `now`. */
export async function readOrderingFacts(
  db: Executor,
  restaurantId: string,
  now: Date,
): Promise<OrderingFacts> {
  const staleBefore = new Date(now.getTime() - WATCHER_STALE_MS);
  const [[oldest], [watch]] = await readTogether(db, [
    () =>
      db
        .select({ createdAt: orders.createdAt })
        .from(orders)
        .where(and(eq(orders.restaurantId, restaurantId), eq(orders.status, 'pending')))
        .orderBy(asc(orders.createdAt))
        .limit(1),
    () =>
      db
        .select({
          watching: sql<number>`coalesce(sum(${dashboardWatchers.streams}) filter (where ${dashboardWatchers.streams} > 0 and ${dashboardWatchers.seenAt} > ${staleBefore}), 0)::int`,
          lastWatchedAt: sql<
            string | null
          >`max(case when ${dashboardWatchers.streams} > 0 then ${dashboardWatchers.seenAt} else ${dashboardWatchers.lastWatchedAt} end)`,
        })
        .from(dashboardWatchers)
        .where(eq(dashboardWatchers.restaurantId, restaurantId)),
  ]);
  return {
    oldestPendingAt: oldest?.createdAt ?? null,
    watching: Number(watch?.watching ?? 0),
    lastWatchedAt: watch?.lastWatchedAt ? new Date(watch.lastWatchedAt) : null,
  };
}

/** Where the 'no dashboard open' clock starts: the last dashboard seen, or when the rule was switched on. */
export function unwatchedSince(row: Pick<EscalationColumns, 'watchRuleSince'>, facts: OrderingFacts): Date {
  const last = facts.lastWatchedAt;
  return last && last.getTime() > row.watchRuleSince.getTime() ? last : row.watchRuleSince;
}

const earliest = (...instants: (Date | undefined)[]): Date | undefined =>
  instants.reduce<Date | undefined>(
    (first, at) => (at && (!first || at.getTime() < first.getTime()) ? at : first),
    undefined,
  );

/**
 * Whether online ordering is paused at `now`, and why: the owner's pause first; then an order pending for
 * `pauseWhenUnansweredMinutes` of opening hours ('unanswered', until it is answered); then no dashboard open for
 * `pauseWhenUnwatchedMinutes` of opening hours ('unwatched', until one opens). Computed from the database and
 * the clock on every read: nothing is scheduled, so a restart or a second instance loses nothing.
 */
export function orderingStateAt(
  row: EscalationColumns,
  facts: OrderingFacts,
  schedule: ServiceSchedule,
  now: Date,
): OrderingState {
  const pause = pauseAt(row, now);
  if (pause.paused) return { reason: 'owner', until: pause.until, changesAt: pause.until ?? undefined };

  const unanswered = row.pauseWhenUnansweredMinutes;
  if (unanswered !== null && facts.oldestPendingAt) {
    if (openMinutesPassed(schedule, facts.oldestPendingAt, unanswered, now)) {
      return { reason: 'unanswered', until: null, changesAt: undefined };
    }
  }
  const unwatched = row.pauseWhenUnwatchedMinutes;
  const since = unwatchedSince(row, facts);
  if (unwatched !== null && facts.watching === 0 && openMinutesPassed(schedule, since, unwatched, now)) {
    return { reason: 'unwatched', until: null, changesAt: undefined };
  }

  const nowMs = now.getTime();
  return {
    reason: null,
    until: null,
    changesAt: earliest(
      // The oldest pending order reaching the limit, and any order placed from now on (never sooner).
      unanswered === null
        ? undefined
        : (facts.oldestPendingAt && afterOpenMinutes(schedule, facts.oldestPendingAt, unanswered)) ||
            new Date(nowMs + unanswered * MINUTE),
      unwatchedChange(unwatched, facts, since, schedule, nowMs),
    ),
  };
}

function unwatchedChange(
  minutes: number | null,
  facts: OrderingFacts,
  since: Date,
  schedule: ServiceSchedule,
  nowMs: number,
): Date | undefined {
  if (minutes === null) return undefined;
  // Watched now: a dashboard closed (or an instance dying) from now on pauses no sooner than this.
  if (facts.watching > 0) return new Date(nowMs + minutes * MINUTE - WATCHER_STALE_MS);
  return afterOpenMinutes(schedule, since, minutes);
}
