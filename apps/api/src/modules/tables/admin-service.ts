import {
  TABLE_MESSAGES,
  tableCombinationFieldSchema,
  tableFormSchema,
  tableUpdateFormSchema,
  type DiningTable,
  type TableForm,
} from '@flame/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, reservations, reservationTables } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { parseFormFields } from '../../lib/form-fields';
import { newId } from '../../lib/ids';
import { removeStoredImage, withFormImage, type MultipartForm } from '../../lib/uploads';
import { UNIQUE_VIOLATION, sqlState } from './pg-errors';
import { partnersOf, replacePartners } from './table-pairs';
import { toDiningTable } from './table-dto';

/** Turns the database's refusal of a second table with one number into the owner's message. */
const refuseTakenNumber =
  (tableNumber: number) =>
  (error: unknown): never => {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(`Table number ${tableNumber} already exists`);
    throw error;
  };

/**
 * `POST /api/restaurants/tables/create` (multipart): number unique and at least 1, seats 1 to 20, optional image,
 * optional `combinableWith` (other tables' ids, separated by commas).
 */
export async function createTable(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  form: MultipartForm,
  now: Date,
): Promise<DiningTable> {
  const fields: TableForm = parseFormFields(tableFormSchema, form.fields);
  const { combinableWith = [] } = parseFormFields(tableCombinationFieldSchema, form.fields);
  return withFormImage(uploadsDir, form, (image) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(diningTables)
        .values({ id: newId(), restaurantId, ...fields, image: image ?? null, createdAt: now })
        .returning()
        .catch(refuseTakenNumber(fields.tableNumber));
      const partners = await replacePartners(tx, restaurantId, row!.id, combinableWith);
      return toDiningTable(row!, undefined, undefined, partners);
    }),
  );
}

/**
 * `PUT /api/restaurants/tables/update` (multipart with `_id`): the same rules; a new image replaces the old one.
 * Seats cannot drop below the guests of a reservation of this table alone that has not ended. `combinableWith`
 * replaces the table's partners when given.
 */
export async function updateTable(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  form: MultipartForm,
  now: Date,
): Promise<DiningTable> {
  const { _id, ...fields } = parseFormFields(tableUpdateFormSchema, form.fields);
  const { combinableWith } = parseFormFields(tableCombinationFieldSchema, form.fields);
  const where = and(eq(diningTables.id, _id), eq(diningTables.restaurantId, restaurantId));
  const [existing] = await db.select().from(diningTables).where(where).limit(1);
  if (!existing) throw notFound('Table not found');

  const [largest] = await db
    .select({ guests: reservations.guests })
    .from(reservations)
    .where(
      and(
        eq(reservations.tableId, _id),
        eq(reservations.status, 'active'),
        gt(reservations.endsAt, now),
        // A party seated at a combination is not this table's alone.
        sql`(select count(*) from ${reservationTables} where ${reservationTables.reservationId} = ${reservations.id}) = 1`,
      ),
    )
    .orderBy(desc(reservations.guests))
    .limit(1);
  if (largest && largest.guests > fields.seats) {
    const message = `An upcoming reservation of this table is for ${largest.guests} guests`;
    throw conflict(message);
  }

  const row = await withFormImage(uploadsDir, form, (image) =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(diningTables)
        .set({ ...fields, ...(image ? { image } : {}) })
        .where(where)
        .returning()
        .catch(refuseTakenNumber(fields.tableNumber));
      if (!updated) throw notFound('Table not found');
      if (combinableWith) await replacePartners(tx, restaurantId, updated.id, combinableWith);
      return { updated, image };
    }),
  );
  if (row.image) await removeStoredImage(existing.image, uploadsDir);
  const partners = (await partnersOf(db, [row.updated.id])).get(row.updated.id) ?? [];
  return toDiningTable(row.updated, undefined, undefined, partners);
}

/**
 * `DELETE /api/restaurants/tables/delete/{id}`: refused while the table has a reservation that has not ended.
 * The table row is locked first, so a booking racing the delete either lands before (and stops it) or finds the
 * table gone.
 */
export async function deleteTable(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  tableId: string,
  now: Date,
): Promise<{ _id: string }> {
  const image = await db.transaction(async (tx) => {
    const [table] = await tx
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.id, tableId), eq(diningTables.restaurantId, restaurantId)))
      .for('update');
    if (!table) throw notFound('Table not found');
    // Every booking that holds the table counts, a combination it is part of included.
    const [upcoming] = await tx
      .select({ id: reservationTables.reservationId })
      .from(reservationTables)
      .where(
        and(
          eq(reservationTables.tableId, tableId),
          eq(reservationTables.holds, true),
          gt(reservationTables.endsAt, now),
        ),
      )
      .limit(1);
    if (upcoming) throw conflict(TABLE_MESSAGES.hasUpcoming);
    await tx.delete(diningTables).where(eq(diningTables.id, tableId));
    return table.image;
  });
  await removeStoredImage(image, uploadsDir);
  return { _id: tableId };
}
