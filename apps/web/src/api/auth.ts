import type {
  AuthResult,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  ProfileBody,
  ResetLinkState,
  ResetPasswordBody,
  SignupBody,
  User,
  VerifyEmailResult,
} from '@flame/shared';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';

/**
 * The account's server calls (`/api/auth/*`). The signed-in user is state of `lib/auth/auth-context`, which
 * makes these calls; the forms below call the password reset directly.
 */
export const getMe = (api: ApiClient) => api.get<User>('/auth/me');
export const login = (api: ApiClient, body: LoginBody) => api.post<AuthResult>('/auth/login', body);
export const signup = (api: ApiClient, body: SignupBody) => api.post<AuthResult>('/auth/signup', body);
export const logout = (api: ApiClient) => api.post<null>('/auth/logout');
export const exchangeSignInCode = (api: ApiClient, code: string) =>
  api.post<AuthResult>('/auth/google/exchange', { code });
export const updateProfile = (api: ApiClient, body: ProfileBody) => api.put<User>('/auth/profile', body);
export const logoutEverywhere = (api: ApiClient) => api.post<null>('/auth/logout-all');
export const changePassword = (api: ApiClient, body: ChangePasswordBody) =>
  api.put<null>('/auth/password', body);

/** `GET /api/auth/google`: a browser redirect to the provider, not a fetch. */
export function googleSignInUrl(redirectTo?: string): string {
  return redirectTo && redirectTo !== '/profile'
    ? `/api/auth/google?redirectTo=${encodeURIComponent(redirectTo)}`
    : '/api/auth/google';
}

/** `POST /api/auth/forgot-password`: asks for a reset link (the answer is the same for any email). */
export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.post<null>('/auth/forgot-password', body),
  });
}

/** `POST /api/auth/reset-password/check`: whether the emailed reset link still works. */
export const checkResetLink = (api: ApiClient, token: string) =>
  api.post<ResetLinkState>('/auth/reset-password/check', { token });

/** `POST /api/auth/reset-password`: the link's token and the new password. */
export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<null>('/auth/reset-password', body),
  });
}

/** `POST /api/auth/verify-email`: opens the emailed link (signed in or not). */
export const verifyEmail = (api: ApiClient, token: string) =>
  api.post<VerifyEmailResult>('/auth/verify-email', { token });

/** `POST /api/auth/verify-email/resend`: a new link to the address waiting to be confirmed. */
export function useResendEmailLink() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.post<null>('/auth/verify-email/resend') });
}
