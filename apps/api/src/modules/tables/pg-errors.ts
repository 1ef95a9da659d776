/** The SQLSTATE of a PostgreSQL error, also when Drizzle wraps it (`cause`). */
export function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown }).code;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  const code = typeof own === 'string' && /^[0-9A-Z]{5}$/.test(own) ? own : cause;
  return typeof code === 'string' ? code : undefined;
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const DEADLOCK_DETECTED = '40P01';
