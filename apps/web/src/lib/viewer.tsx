import type { User } from '@flame/shared';
import { createContext, useContext } from 'react';

/**
 * Who is looking, for features that adapt to the signed-in user (a feature may not import the auth feature;
 * the app layer fills this from it). 'unknown' until the stored token is checked, and always on the server.
 */
export interface Viewer {
  user: Pick<User, '_id' | 'name' | 'email' | 'role'> | null;
  status: 'unknown' | 'signed-in' | 'signed-out';
}

const ViewerContext = createContext<Viewer>({ user: null, status: 'unknown' });

export const ViewerProvider = ViewerContext.Provider;

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
