import { AUTH_TOKEN_STORAGE_KEY } from '@flame/shared';
import { storage } from '../storage';

/** The bearer token, kept in localStorage under `auth_token` (spec section 7). */
export const authToken = {
  get: () => storage.get(AUTH_TOKEN_STORAGE_KEY),
  set: (token: string) => storage.set(AUTH_TOKEN_STORAGE_KEY, token),
  clear: () => storage.remove(AUTH_TOKEN_STORAGE_KEY),
};
