import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restaurants } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';

/** What a restaurant row says of a pause. */
export interface PauseColumns {
  orderingPaused: boolean;
  orderingPausedUntil: Date | null;
}

/** The pause as it stands at `now`: a pause whose `until` has come is over, with nothing to run to end it. */
export function pauseAt(row: PauseColumns, now: Date): { paused: boolean; until: Date | null } {
  const paused =
    row.orderingPaused &&
    (row.orderingPausedUntil === null || row.orderingPausedUntil.getTime() > now.getTime());
  return { paused, until: paused ? row.orderingPausedUntil : null };
}

export const PAUSE_IN_THE_PAST = 'The pause must end after now: choose a later time';

/** Pauses online orders until an instant (null: until resumed); an end not after now is refused. */
export async function pauseOrdering(db: Database, id: string, until: Date | null, now: Date): Promise<void> {
  if (until !== null && until.getTime() <= now.getTime()) {
    throw badRequest(PAUSE_IN_THE_PAST, { until: [PAUSE_IN_THE_PAST] });
  }
  await setPause(db, id, { orderingPaused: true, orderingPausedUntil: until }, now);
}

/** Takes online orders again at once. */
export async function resumeOrdering(db: Database, id: string, now: Date): Promise<void> {
  await setPause(db, id, { orderingPaused: false, orderingPausedUntil: null }, now);
}

async function setPause(db: Database, id: string, columns: PauseColumns, now: Date): Promise<void> {
  const [row] = await db
    .update(restaurants)
    .set({ ...columns, updatedAt: now })
    .where(eq(restaurants.id, id))
    .returning({ id: restaurants.id });
  if (!row) throw notFound('Restaurant not found');
}
