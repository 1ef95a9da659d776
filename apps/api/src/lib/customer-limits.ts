import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { users } from '../db/schema';
import { conflict } from './errors';

/** What one account may hold at once (config: CUSTOMER_MAX_ACTIVE_ORDERS, CUSTOMER_MAX_UPCOMING_RESERVATIONS). */
export interface CustomerLimits {
  /** Pickup orders neither completed nor cancelled. */
  activeOrders: number;
  /** Reservations that have not ended and were not cancelled. */
  upcomingReservations: number;
}

export const CUSTOMER_LIMIT_MESSAGES = {
  activeOrders: (cap: number) =>
    `You already have ${cap} active pickup ${cap === 1 ? 'order' : 'orders'}. ` +
    'Please wait until one is picked up, or cancel one, before placing another.',
  upcomingReservations: (cap: number) =>
    `You already have ${cap} upcoming ${cap === 1 ? 'reservation' : 'reservations'}. ` +
    'Please cancel one before booking another.',
} as const;

/**
 * Locks the account's row until the transaction ends: what one account places is then counted and written one
 * request at a time, so racing requests cannot all pass the count.
 */
export async function lockAccount(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** 409 with the limit's message when the account already holds `cap` of something. */
export function assertUnderLimit(held: number, cap: number, message: (cap: number) => string): void {
  if (held >= cap) throw conflict(message(cap));
}
