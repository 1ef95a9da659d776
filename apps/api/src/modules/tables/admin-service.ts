import {
  TABLE_MESSAGES,
  tableFormSchema,
  tableUpdateFormSchema,
  type DiningTable,
  type TableForm,
} from '@flame/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, reservations } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { parseFormFields } from '../../lib/form-fields';
import { newId } from '../../lib/ids';
import { removeStoredImage, withFormImage, type MultipartForm } from '../../lib/uploads';
import { UNIQUE_VIOLATION, sqlState } from './pg-errors';
import { toDiningTable } from './table-dto';

/** Turns the database's refusal of a second table with one number into the owner's message. */
const refuseTakenNumber =
  (tableNumber: number) =>
  (error: unknown): never => {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(`Table number ${tableNumber} already exists`);
    throw error;
  };

/** `POST /api/restaurants/tables/create` (multipart): number unique and at least 1, seats 1 to 20, optional image. */
export async function createTable(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  form: MultipartForm,
  now: Date,
): Promise<DiningTable> {
  const fields: TableForm = parseFormFields(tableFormSchema, form.fields);
  return withFormImage(uploadsDir, form, async (image) => {
    const [row] = await db
      .insert(diningTables)
      .values({ id: newId(), restaurantId, ...fields, image: image ?? null, createdAt: now })
      .returning()
      .catch(refuseTakenNumber(fields.tableNumber));
    return toDiningTable(row!, undefined, undefined);
  });
}

/**
 * `PUT /api/restaurants/tables/update` (multipart with `_id`): the same rules; a new image replaces the old one.
 * Seats cannot drop below the guests of a reservation that has not ended.
 */
export async function updateTable(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  form: MultipartForm,
  now: Date,
): Promise<DiningTable> {
  const { _id, ...fields } = parseFormFields(tableUpdateFormSchema, form.fields);
  const where = and(eq(diningTables.id, _id), eq(diningTables.restaurantId, restaurantId));
  const [existing] = await db.select().from(diningTables).where(where).limit(1);
  if (!existing) throw notFound('Table not found');

  const [largest] = await db
    .select({ guests: reservations.guests })
    .from(reservations)
    .where(
      and(eq(reservations.tableId, _id), eq(reservations.status, 'active'), gt(reservations.endsAt, now)),
    )
    .orderBy(desc(reservations.guests))
    .limit(1);
  if (largest && largest.guests > fields.seats) {
    const message = `An upcoming reservation of this table is for ${largest.guests} guests`;
    throw conflict(message);
  }

  return withFormImage(uploadsDir, form, async (image) => {
    const [row] = await db
      .update(diningTables)
      .set({ ...fields, ...(image ? { image } : {}) })
      .where(where)
      .returning()
      .catch(refuseTakenNumber(fields.tableNumber));
    if (!row) throw notFound('Table not found');
    if (image) await removeStoredImage(existing.image, uploadsDir);
    return toDiningTable(row, undefined, undefined);
  });
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
    const [upcoming] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.tableId, tableId),
          eq(reservations.status, 'active'),
          gt(reservations.endsAt, now),
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
