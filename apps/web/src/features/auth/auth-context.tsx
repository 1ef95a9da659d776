/** The auth state moved to `lib/auth` so every feature can read it; this re-export keeps older imports working. */
export * from '../../lib/auth/auth-context';
