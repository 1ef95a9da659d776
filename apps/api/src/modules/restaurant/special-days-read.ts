import { formatClock, type SpecialDay } from '@flame/shared';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { specialDays } from '../../db/schema';

type SpecialDayRow = typeof specialDays.$inferSelect;

/** A special day as the API answers it: its hours as clock times, none on a closed day. */
export function toSpecialDay(
  row: Pick<SpecialDayRow, 'id' | 'date' | 'isClosed' | 'opensAt' | 'closesAt' | 'note'>,
): SpecialDay {
  const open = row.isClosed || row.opensAt === null ? null : formatClock(row.opensAt);
  const close = row.isClosed || row.closesAt === null ? null : formatClock(row.closesAt);
  return { _id: row.id, date: row.date, isClosed: row.isClosed, open, close, note: row.note };
}

/** The special days of a restaurant from a date on (the day before today too, for a night that runs past midnight). */
export async function specialDaysFrom(
  db: Pick<Database, 'select'>,
  restaurantId: string,
  from: string,
): Promise<SpecialDay[]> {
  const rows = await db
    .select()
    .from(specialDays)
    .where(and(eq(specialDays.restaurantId, restaurantId), gte(specialDays.date, from)))
    .orderBy(asc(specialDays.date));
  return rows.map(toSpecialDay);
}
