import { useMemo, type ReactNode } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { SessionProvider } from '../lib/session';

/** Hands the auth feature's user and status to `useSession()`, which other features read. */
export function SessionBridge({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  const session = useMemo(() => ({ user, status }), [user, status]);
  return <SessionProvider value={session}>{children}</SessionProvider>;
}
