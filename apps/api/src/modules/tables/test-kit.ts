import {
  addDaysToIsoDate,
  weekDayOf,
  zonedInstant,
  zonedToday,
  type BookingBody,
  type WeekDay,
} from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/test-app';
import { diningTables } from '../../db/schema';

/** The seed's restaurant zone: tests read dates and times there, as the API does. */
export const ZONE = 'America/Chicago';

const WEEKNIGHTS: readonly WeekDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'];

/** A Monday-to-Thursday date (open 10:00 AM to 9:00 PM) at least `minDays` ahead, in the restaurant's zone. */
export function weeknight(minDays = 2, nth = 0): string {
  let date = addDaysToIsoDate(zonedToday(new Date(), ZONE), minDays);
  let found = 0;
  for (;;) {
    if (WEEKNIGHTS.includes(weekDayOf(date))) {
      if (found === nth) return date;
      found += 1;
    }
    date = addDaysToIsoDate(date, 1);
  }
}

/** The ISO instant of a wall-clock time ('19:30') on a date, in the restaurant's zone. */
export function instant(date: string, clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number);
  return zonedInstant(date, hours! * 60 + minutes!, ZONE).toISOString();
}

export function booking(tableId: string, overrides: Partial<BookingBody> = {}): BookingBody {
  return {
    tableId,
    reservedDate: weeknight(),
    reservedTime: '7:00 PM',
    reservedFor: 2,
    guests: 2,
    purpose: 'Birthday',
    ...overrides,
  };
}

export async function tableByNumber(ctx: TestContext, tableNumber: number) {
  const [table] = await ctx.db.select().from(diningTables).where(eq(diningTables.tableNumber, tableNumber));
  return table!;
}
