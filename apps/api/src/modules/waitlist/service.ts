import {
  WAITLIST_TEXTS,
  addDaysToIsoDate,
  zonedInstant,
  zonedToday,
  type WaitlistChange,
  type WaitlistEntry,
  type WaitlistGuestView,
  type WaitlistStatus,
  type joinWaitlistBodySchema,
} from '@flame/shared';
import { and, asc, count, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { restaurants, waitlistEntries } from '../../db/schema';
import { newId } from '../../lib/ids';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { OwnedRestaurant } from '../../lib/site-restaurant';
import type { EventBus } from '../../plugins/event-bus';
import type { LinkTokens } from '../mail/link-tokens';
import { queueMail } from '../mail/outbox';
import { publishWaitlistEvent } from './waitlist-events';
import { waitlistLink } from './waitlist-link';

type EntryRow = typeof waitlistEntries.$inferSelect;
type JoinBody = z.output<typeof joinWaitlistBodySchema>;

/** What the service needs to build the guest's link. */
export interface WaitlistSite {
  siteUrl: string;
  links: LinkTokens;
}

/** The statuses each change may start from: the line only moves forward, and seated or left is final. */
const ALLOWED_FROM: Record<WaitlistChange, WaitlistStatus[]> = {
  notified: ['waiting'],
  seated: ['waiting', 'notified'],
  left: ['waiting', 'notified'],
};

/** The restaurant's day (in its zone) that `at` falls on, as a range of instants. */
function dayOf(at: Date, timeZone: string): { from: Date; to: Date } {
  const today = zonedToday(at, timeZone);
  return {
    from: zonedInstant(today, 0, timeZone),
    to: zonedInstant(addDaysToIsoDate(today, 1), 0, timeZone),
  };
}

/** Entries still waiting in line that joined before this one on the same day. */
const ahead = (entry: EntryRow, timeZone: string) => {
  const { from } = dayOf(entry.createdAt, timeZone);
  return and(
    eq(waitlistEntries.restaurantId, entry.restaurantId),
    eq(waitlistEntries.status, 'waiting'),
    gte(waitlistEntries.createdAt, from),
    or(
      lt(waitlistEntries.createdAt, entry.createdAt),
      and(eq(waitlistEntries.createdAt, entry.createdAt), lt(waitlistEntries.lineNumber, entry.lineNumber)),
    ),
  );
};

/** The guest's place in line (1 = next), or null once they are no longer waiting. */
async function placeInLine(db: Database, entry: EntryRow, timeZone: string): Promise<number | null> {
  if (entry.status !== 'waiting') return null;
  const [row] = await db.select({ n: count() }).from(waitlistEntries).where(ahead(entry, timeZone));
  return (row?.n ?? 0) + 1;
}

function toEntry(row: EntryRow, place: number | null, site: WaitlistSite): WaitlistEntry {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    partySize: row.partySize,
    quotedMinutes: row.quotedMinutes,
    status: row.status,
    joinedAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    placeInLine: place,
    link: waitlistLink(site.siteUrl, site.links, row.id),
  };
}

/**
 * Adds a walk-in to the end of today's line. With an email, the guest is sent their link in the same
 * transaction (the outbox), and every open guest page hears of it (their place may not change, but a new
 * entry is news to the owner's other screens too).
 */
export async function joinWaitlist(
  db: Database,
  bus: EventBus,
  restaurant: OwnedRestaurant,
  body: JoinBody,
  now: Date,
  site: WaitlistSite,
): Promise<WaitlistEntry> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(waitlistEntries)
      .values({
        id: newId(),
        restaurantId: restaurant.id,
        name: body.name,
        phone: body.phone,
        email: body.email ?? null,
        partySize: body.partySize,
        quotedMinutes: body.quotedMinutes,
        createdAt: now,
      })
      .returning();
    if (inserted!.email) {
      await queueMail(
        tx,
        { kind: 'waitlist_joined', recipient: inserted!.email, payload: { entryId: inserted!.id } },
        now,
      );
    }
    await publishWaitlistEvent(bus, inserted!, now, tx);
    return inserted!;
  });
  return toEntry(row, await placeInLine(db, row, restaurant.timeZone), site);
}

/**
 * Moves an entry on: 'notified' tells the guest their table is ready (their page at once, and by email with
 * one), 'seated' and 'left' take them off the line. The allowed starting statuses are in the UPDATE's WHERE,
 * so of two racing taps only one applies; the other is refused with the entry's current status.
 */
export async function changeWaitlistStatus(
  db: Database,
  bus: EventBus,
  restaurant: OwnedRestaurant,
  entryId: string,
  status: WaitlistChange,
  now: Date,
  site: WaitlistSite,
): Promise<WaitlistEntry> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(waitlistEntries)
      .set(status === 'notified' ? { status, notifiedAt: now } : { status, endedAt: now })
      .where(
        and(
          eq(waitlistEntries.id, entryId),
          eq(waitlistEntries.restaurantId, restaurant.id),
          inArray(waitlistEntries.status, ALLOWED_FROM[status]),
        ),
      )
      .returning();
    if (!updated) return undefined;
    if (status === 'notified' && updated.email) {
      await queueMail(
        tx,
        { kind: 'waitlist_ready', recipient: updated.email, payload: { entryId: updated.id } },
        now,
      );
    }
    await publishWaitlistEvent(bus, updated, now, tx);
    return updated;
  });
  if (!row) {
    const [current] = await db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.restaurantId, restaurant.id)));
    if (!current) throw notFound(WAITLIST_TEXTS.notFound);
    throw conflict(WAITLIST_TEXTS.refused(current.status));
  }
  return toEntry(row, await placeInLine(db, row, restaurant.timeZone), site);
}

/** Today's line (the restaurant's day by the app clock): guests waiting or told their table is ready, in order. */
export async function todaysWaitlist(
  db: Database,
  restaurant: OwnedRestaurant,
  now: Date,
  site: WaitlistSite,
): Promise<WaitlistEntry[]> {
  const { from, to } = dayOf(now, restaurant.timeZone);
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.restaurantId, restaurant.id),
        inArray(waitlistEntries.status, ['waiting', 'notified']),
        gte(waitlistEntries.createdAt, from),
        lt(waitlistEntries.createdAt, to),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.lineNumber));
  let waiting = 0;
  return rows.map((row) => toEntry(row, row.status === 'waiting' ? ++waiting : null, site));
}

/** The entry a guest's link names; a link not signed here or naming no entry is refused with a 400. */
export async function entryByLink(
  db: Database,
  links: LinkTokens,
  token: string,
): Promise<{ id: string; restaurantId: string }> {
  const invalid = () => badRequest(WAITLIST_TEXTS.invalid, { token: [WAITLIST_TEXTS.invalid] });
  const entryId = links.verify('waitlist', token);
  if (!entryId) throw invalid();
  const [found] = await db
    .select({ id: waitlistEntries.id, restaurantId: waitlistEntries.restaurantId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entryId));
  if (!found) throw invalid();
  return found;
}

/** What the guest's page shows of their entry, read now. */
export async function guestView(db: Database, entryId: string): Promise<WaitlistGuestView> {
  const [found] = await db
    .select({ entry: waitlistEntries, restaurant: restaurants })
    .from(waitlistEntries)
    .innerJoin(restaurants, eq(restaurants.id, waitlistEntries.restaurantId))
    .where(eq(waitlistEntries.id, entryId));
  if (!found) throw notFound(WAITLIST_TEXTS.notFound);
  const { entry, restaurant } = found;
  return {
    name: entry.name,
    partySize: entry.partySize,
    quotedMinutes: entry.quotedMinutes,
    status: entry.status,
    placeInLine: await placeInLine(db, entry, restaurant.timeZone),
    joinedAt: entry.createdAt.toISOString(),
    restaurant: { name: restaurant.name, phone: restaurant.phone },
  };
}
