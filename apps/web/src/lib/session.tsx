import type { User } from '@flame/shared';
import { createContext, useContext } from 'react';

/** Who is signed in, for features that must not import the auth feature (the app layer fills it in). */
export interface Session {
  user: User | null;
  /** 'unknown' until the stored token is checked (always so on the server, which renders signed out). */
  status: 'unknown' | 'signed-in' | 'signed-out';
}

const SessionContext = createContext<Session>({ user: null, status: 'unknown' });

export const SessionProvider = SessionContext.Provider;

export function useSession(): Session {
  return useContext(SessionContext);
}
