import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { preparedPerConnection } from '../db/prepared';
import { users } from '../db/schema';
import { AppError, conflict } from './errors';

/**
 * What one account may hold at once (config: CUSTOMER_MAX_ACTIVE_ORDERS, CUSTOMER_MAX_UPCOMING_RESERVATIONS),
 * and, while its email address is not verified, the smaller caps (UNVERIFIED_MAX_ACTIVE_ORDERS,
 * UNVERIFIED_MAX_UPCOMING_RESERVATIONS).
 */
export interface CustomerLimits {
  /** Pickup orders neither completed nor cancelled. */
  activeOrders: number;
  /** Reservations that have not ended and were not cancelled. */
  upcomingReservations: number;
  unverifiedActiveOrders: number;
  unverifiedUpcomingReservations: number;
}

export type LimitedThing = 'activeOrders' | 'upcomingReservations';

export const CUSTOMER_LIMIT_MESSAGES = {
  activeOrders: (cap: number) =>
    `You already have ${cap} active pickup ${cap === 1 ? 'order' : 'orders'}. ` +
    'Please wait until one is picked up, or cancel one, before placing another.',
  upcomingReservations: (cap: number) =>
    `You already have ${cap} upcoming ${cap === 1 ? 'reservation' : 'reservations'}. ` +
    'Please cancel one before booking another.',
} as const;

/** Why an account whose address is not verified may hold no more; the web offers a new link with it. */
export const UNVERIFIED_LIMIT_MESSAGES = {
  activeOrders: (cap: number) =>
    `Until you confirm your email address, you can have ${cap} active pickup ${cap === 1 ? 'order' : 'orders'} at a time. ` +
    'Open the link we emailed you (or ask for a new one), then order again.',
  upcomingReservations: (cap: number) =>
    `Until you confirm your email address, you can hold ${cap} upcoming ${cap === 1 ? 'reservation' : 'reservations'}. ` +
    'Open the link we emailed you (or ask for a new one), then book again.',
} as const;

/** The field of a 409's details that says the limit is the one of an unverified address. */
export const UNVERIFIED_LIMIT_FIELD = 'emailVerified';

/** The account as its row lock reads it. */
export interface LockedAccount {
  emailVerified: boolean;
}

/**
 * Locks the account's row until the transaction ends: what one account places is then counted and written one
 * request at a time, so racing requests cannot all pass the count. Whether its address is verified is read
 * under the same lock, so a verification racing an order decides the cap either before or after it.
 */
const lockAccountQuery = preparedPerConnection((tx) =>
  tx
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('lock_account'),
);

export async function lockAccount(tx: Transaction, userId: string): Promise<LockedAccount> {
  const [row] = await lockAccountQuery(tx).execute({ userId });
  return { emailVerified: Boolean(row?.emailVerifiedAt) };
}

/** 409 with the limit's message when the account already holds `cap` of something. */
export function assertUnderLimit(held: number, cap: number, message: (cap: number) => string): void {
  if (held >= cap) throw conflict(message(cap));
}

/** How many of `thing` the account may hold: the smaller cap while its address is not verified. */
export function accountCap(limits: CustomerLimits, thing: LimitedThing, account: LockedAccount): number {
  const unverifiedCap =
    thing === 'activeOrders' ? limits.unverifiedActiveOrders : limits.unverifiedUpcomingReservations;
  return account.emailVerified ? limits[thing] : Math.min(unverifiedCap, limits[thing]);
}

/**
 * 409 when the account already holds what it may of `thing`: the smaller cap while its address is not
 * verified (its message says so), the account's cap after.
 */
export function assertUnderAccountLimit(
  held: number,
  limits: CustomerLimits,
  thing: LimitedThing,
  account: LockedAccount,
): void {
  const unverifiedCap =
    thing === 'activeOrders' ? limits.unverifiedActiveOrders : limits.unverifiedUpcomingReservations;
  if (!account.emailVerified && held >= unverifiedCap && unverifiedCap < limits[thing]) {
    const message = UNVERIFIED_LIMIT_MESSAGES[thing](unverifiedCap);
    throw new AppError(409, message, { [UNVERIFIED_LIMIT_FIELD]: [message] });
  }
  assertUnderLimit(held, limits[thing], CUSTOMER_LIMIT_MESSAGES[thing]);
}
