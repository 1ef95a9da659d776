import type { Address, User } from '@flame/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, emailVerifications, type users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

/** The user as the API shows it: never the password hash or the identity-provider subject. */
export function toUserDto(user: UserRow, addressRows: AddressRow[], pendingEmail: string | null): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail,
    phone: user.phone,
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
  const [pending] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, user.id), ne(emailVerifications.email, user.email)))
    .limit(1);
  return toUserDto(user, rows, pending?.email ?? null);
}
