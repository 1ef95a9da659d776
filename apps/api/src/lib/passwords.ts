import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

const KEY_LENGTH = 64;
const COST: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** libuv's own default when `UV_THREADPOOL_SIZE` is not set. */
export const DEFAULT_THREADPOOL_SIZE = 4;

/** How many hashes may run at once: all threads of the pool but one, kept for file and DNS work. */
export function hashConcurrency(threadpoolSize: number): number {
  return Math.max(1, threadpoolSize - 1);
}

/**
 * scrypt runs on libuv's threadpool, which file and DNS calls share: a burst of sign-ins queues here
 * instead of filling every thread.
 */
const hashing = pLimit(hashConcurrency(DEFAULT_THREADPOOL_SIZE));

/** Sizes the cap to the process's threadpool (`config.threadpoolSize`); called once when the app is built. */
export function configurePasswordHashing(threadpoolSize: number): void {
  hashing.concurrency = hashConcurrency(threadpoolSize);
}

/** Hashes running and waiting right now. */
export function passwordHashingLoad(): { running: number; waiting: number; cap: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount, cap: hashing.concurrency };
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , , , saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that matches nothing, compared against when an email is unknown so timing does not tell. */
export const UNUSED_PASSWORD_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + Buffer.alloc(KEY_LENGTH).toString('base64url');
