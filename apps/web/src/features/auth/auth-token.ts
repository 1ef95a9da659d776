/** The token store moved to `lib/auth`; this re-export keeps older imports working. */
export * from '../../lib/auth/auth-token';
