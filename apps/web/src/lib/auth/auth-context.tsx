/** Auth state lives in lib/auth so every feature can read it (a feature never imports another). */
import {
  SIGNED_OUT_EVERYWHERE,
  type ChangePasswordBody,
  type LoginBody,
  type ProfileBody,
  type SignupBody,
  type User,
} from '@flame/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../api-client';
import { useApi } from '../api-context';
import * as authApi from '../../api/auth';
import { authToken } from './auth-token';

/** 'unknown' until the stored token is checked (always so on the server, which renders signed out). */
export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface AuthState {
  user: User | null;
  status: AuthStatus;
  loading: boolean;
  /**
   * Why the stored session could not be checked (the server unreachable after every retry), or null. The
   * status stays 'unknown' meanwhile: an unanswered check is not a sign-out, so pages show their error state
   * with `recheckSession`, never 'Log in required'. Only a 401 ends the session.
   */
  sessionCheckError: unknown;
  /**
   * What the signed-out pages say about how this tab was signed out, until the next sign-in: 'Signed out on
   * all devices', or why the server ended the session (its password was changed on another device...).
   */
  signOutNotice: string | null;
  recheckSession(): void;
  login(body: LoginBody): Promise<User>;
  signup(body: SignupBody): Promise<User>;
  logout(): Promise<void>;
  /** Ends every session of the account, this browser's included. */
  logoutEverywhere(): Promise<void>;
  changePassword(body: ChangePasswordBody): Promise<void>;
  updateProfile(body: ProfileBody): Promise<User>;
  /**
   * Trades the one-time code of the identity provider's callback (with this browser's sign-in cookie) for a
   * session. When it is refused, the current session, if any, stays as it was.
   */
  exchangeSignInCode(code: string): Promise<User>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Pauses before checking a stored session again when the check went unanswered. */
const SESSION_CHECK_RETRY_MS = [1_000, 2_000, 4_000];

/** The server answered that this token opens no session. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Auth state: the stored token is checked at start and cleared when the server refuses it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>('unknown');
  const [sessionCheckError, setSessionCheckError] = useState<unknown>(null);
  const [signOutNotice, setSignOutNotice] = useState<string | null>(null);
  const [checkRound, setCheckRound] = useState(0);
  const recheckSession = useCallback(() => {
    setSessionCheckError(null);
    setCheckRound((round) => round + 1);
  }, []);

  // After hydration (and on 'Try Again' after an unanswered check): check the stored token (the server cannot
  // see it).
  useEffect(() => {
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const settle = (me: User | null) => {
      if (!active) return;
      setUser(me);
      setStatus(me ? 'signed-in' : 'signed-out');
      setSessionCheckError(null);
    };
    async function checkStoredSession(attempt = 0) {
      const token = authToken.get();
      if (!token) return settle(null);
      // A sign-in that finished meanwhile (another token stored) wins over this older answer.
      const stillCurrent = () => authToken.get() === token;
      try {
        const me = await authApi.getMe(api);
        if (stillCurrent()) settle(me);
      } catch (error) {
        if (!active) return;
        if (isRefusal(error)) {
          // The refused token may already be cleared (a 401 clears it): only another sign-in keeps this open.
          const current = authToken.get();
          if (current !== null && current !== token) return;
          authToken.clear();
          return settle(null);
        }
        // Not answered (no network, the page leaving, a server error): the session may well be alive, so the
        // token stays and the check is tried again; after the last try the session stays unknown, with the error.
        const pause = SESSION_CHECK_RETRY_MS[attempt];
        if (pause === undefined) return setSessionCheckError(error);
        retry = setTimeout(() => void checkStoredSession(attempt + 1), pause);
      }
    }
    void checkStoredSession();
    return () => {
      active = false;
      clearTimeout(retry);
    };
  }, [api, checkRound]);

  // A session that ends anywhere (any call answered 401, a log-out in another tab) signs this page out.
  useEffect(
    () =>
      authToken.onSignOut((reason) => {
        setUser(null);
        setStatus('signed-out');
        setSignOutNotice(reason ?? null);
      }),
    [],
  );

  const signIn = useCallback((result: { user: User; token: string }) => {
    authToken.set(result.token);
    setSignOutNotice(null);
    setUser(result.user);
    setStatus('signed-in');
    return result.user;
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      status,
      loading: status === 'unknown',
      sessionCheckError,
      signOutNotice,
      recheckSession,
      login: async (body) => signIn(await authApi.login(api, body)),
      signup: async (body) => signIn(await authApi.signup(api, body)),
      async logout() {
        try {
          await authApi.logout(api);
        } catch {
          /* logging out locally even if the call fails */
        } finally {
          authToken.clear();
          setUser(null);
          setStatus('signed-out');
        }
      },
      async logoutEverywhere() {
        await authApi.logoutEverywhere(api);
        authToken.clear(SIGNED_OUT_EVERYWHERE);
        setUser(null);
        setStatus('signed-out');
        setSignOutNotice(SIGNED_OUT_EVERYWHERE);
      },
      async changePassword(body) {
        await authApi.changePassword(api, body);
      },
      async updateProfile(body) {
        const updated = await authApi.updateProfile(api, body);
        setUser(updated);
        return updated;
      },
      exchangeSignInCode: async (code) => signIn(await authApi.exchangeSignInCode(api, code)),
    }),
    [api, recheckSession, sessionCheckError, signIn, signOutNotice, status, user],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
