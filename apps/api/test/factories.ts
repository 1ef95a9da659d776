import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { restaurants, users } from '../src/db/schema';
import { openSession } from '../src/modules/auth/service';
import { newId } from '../src/lib/ids';
import { hashPassword } from '../src/lib/passwords';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: 'customer' | 'admin';
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

let counter = 0;

/**
 * A user with a live session, whose address is verified unless `verified: false`; override only what the
 * test is about.
 */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<Pick<TestUser, 'name' | 'email' | 'password' | 'role'>> & { verified?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const db: Database = app.db;
  const password = overrides.password ?? 'correct-horse-battery';
  const user = {
    id: newId(),
    name: overrides.name ?? `Test Customer ${counter}`,
    email: (overrides.email ?? `customer${counter}-${newId().slice(-6)}@example.test`).toLowerCase(),
    role: overrides.role ?? 'customer',
  } as const;
  const emailVerifiedAt = overrides.verified === false ? null : app.now();
  await db.insert(users).values({ ...user, passwordHash: await hashPassword(password), emailVerifiedAt });
  const token = await openSession(app.db, app.auth, user.id, app.now());
  return { ...user, password, token, headers: { authorization: `Bearer ${token}` } };
}

/** Signs in the owner of the seeded restaurant (seed first): `{ id, headers }` for admin calls. */
export async function signInOwner(
  app: FastifyInstance,
): Promise<{ id: string; headers: { authorization: string } }> {
  const [restaurant] = await app.db.select({ ownerId: restaurants.ownerId }).from(restaurants).limit(1);
  if (!restaurant?.ownerId) throw new Error('Seed the restaurant (with its owner) before signInOwner');
  const token = await openSession(app.db, app.auth, restaurant.ownerId, app.now());
  return { id: restaurant.ownerId, headers: { authorization: `Bearer ${token}` } };
}
