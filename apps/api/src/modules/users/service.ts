import {
  ADDRESS_NOT_FOUND_MESSAGE,
  MAX_SAVED_ADDRESSES,
  type Address,
  type AddressBody,
} from '@flame/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { addresses, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toAddressDto } from '../auth/user-dto';

/** Serialises address changes of one user (the one-default rule spans rows). */
async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function listIn(db: Database | Transaction, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddressDto);
}

export function listAddresses(db: Database, userId: string): Promise<Address[]> {
  return listIn(db, userId);
}

/** Saves an address; the first one becomes the default. */
export async function addAddress(
  db: Database,
  userId: string,
  body: AddressBody,
  now: Date,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (saved >= MAX_SAVED_ADDRESSES) {
      throw badRequest(`You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`);
    }
    const [row] = await tx
      .insert(addresses)
      .values({
        id: newId(),
        userId,
        street: body.street,
        city: body.city,
        state: body.state,
        zipCode: body.zipCode,
        lat: body.coordinates.lat,
        lng: body.coordinates.lng,
        isDefault: saved === 0,
        createdAt: now,
      })
      .returning();
    return toAddressDto(row!);
  });
}

/** Makes one of the user's own addresses the default (another user's is 'not found'). */
export async function setDefaultAddress(db: Database, userId: string, addressId: string): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [own] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
    if (!own) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    // Unset first: at most one default per user is a unique index.
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId));
    return listIn(tx, userId);
  });
}

/** Deletes one of the user's own addresses; when it was the default, the oldest remaining one takes over. */
export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning();
    if (!deleted) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    if (deleted.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return listIn(tx, userId);
  });
}
