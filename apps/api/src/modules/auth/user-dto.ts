import type { Address, User } from '@flame/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, type users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

/** The user as the API shows it: never the password hash or the identity-provider subject. */
export function toUserDto(user: UserRow, addressRows: AddressRow[]): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    addresses: addressRows.map(toAddressDto),
  };
}

export function toAddressDto(a: AddressRow): Address {
  return {
    _id: a.id,
    street: a.street,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    isDefault: a.isDefault,
    coordinates: a.lat === null || a.lng === null ? null : { lat: a.lat, lng: a.lng },
  };
}

export async function loadUserDto(db: Database, user: UserRow): Promise<User> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, user.id))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return toUserDto(user, rows);
}
