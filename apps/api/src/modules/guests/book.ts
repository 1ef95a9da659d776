import type { Guest, GuestUpdate } from '@flame/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestBook } from '../../db/schema';
import { emailKeyOf, phoneKeyOf } from './merge';
import { findGuestGroup } from './service';

/**
 * `PATCH /api/guests/{id}`: keeps the owner's notes and tags on the guest's guest-book row, written the first
 * time under the guest's id (decision 050), with the guest's emails and phones of now. Two guests that came
 * together since (one email, two phones) had a row each: the oldest keeps everything, the others go.
 */
export async function updateGuestNotes(
  db: Database,
  restaurantId: string,
  guestId: string,
  update: GuestUpdate,
  now: Date,
): Promise<Guest> {
  await db.transaction(async (tx) => {
    const { guest, rows } = await findGuestGroup(tx, restaurantId, guestId);
    const emails = [...new Set(rows.map((row) => emailKeyOf(row.email)).filter(Boolean))];
    const phones = [...new Set(rows.map((row) => phoneKeyOf(row.phone)).filter(Boolean))];
    const values = { notes: update.notes ?? guest.notes, tags: update.tags ?? guest.tags, emails, phones };
    await tx
      .insert(guestBook)
      .values({ id: guest.id, restaurantId, ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: guestBook.id, set: { ...values, updatedAt: now } });
    const merged = [...new Set(rows.filter((row) => row.kind === 'book').map((row) => row.id))];
    const stale = merged.filter((id) => id !== guest.id);
    if (stale.length > 0) {
      await tx
        .delete(guestBook)
        .where(
          and(
            eq(guestBook.restaurantId, restaurantId),
            inArray(guestBook.id, stale),
            ne(guestBook.id, guest.id),
          ),
        );
    }
  });
  return (await findGuestGroup(db, restaurantId, guestId)).guest;
}
