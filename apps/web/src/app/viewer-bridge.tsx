import { useMemo, type ReactNode } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { ViewerProvider, type Viewer } from '../lib/viewer';

/** Hands the auth feature's user and status to other features through `lib/viewer`. */
export function ViewerBridge({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  const viewer = useMemo<Viewer>(() => ({ user, status }), [user, status]);
  return <ViewerProvider value={viewer}>{children}</ViewerProvider>;
}
