import { AUTH_TOKEN_STORAGE_KEY } from '@flame/shared';
import { storage } from '../storage';

/** `reason`: why the session ended, when the server said so (another device changed the password...). */
type SignOutListener = (reason?: string) => void;
const signOutListeners = new Set<SignOutListener>();
const announceSignOut = (reason?: string) => signOutListeners.forEach((listener) => listener(reason));

/** The bearer token, kept in localStorage under `auth_token`. */
export const authToken = {
  get: () => storage.get(AUTH_TOKEN_STORAGE_KEY),
  set: (token: string) => storage.set(AUTH_TOKEN_STORAGE_KEY, token),
  /**
   * Forgets the token: every way a session ends (log out, or the server no longer knows it) comes here, with
   * the reason a person is told when there is one.
   */
  clear: (reason?: string) => {
    const hadToken = storage.get(AUTH_TOKEN_STORAGE_KEY) !== null;
    storage.remove(AUTH_TOKEN_STORAGE_KEY);
    if (hadToken) announceSignOut(reason);
  },
  /**
   * Calls `listener` whenever a session ends in this tab or another one (what belongs to the person who was
   * signed in, such as the cart, goes with it). Returns the function that stops listening.
   */
  onSignOut(listener: SignOutListener): () => void {
    signOutListeners.add(listener);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === AUTH_TOKEN_STORAGE_KEY && event.oldValue !== null && event.newValue === null)
        listener();
    };
    window.addEventListener('storage', fromOtherTab);
    return () => {
      signOutListeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
    };
  },
};
