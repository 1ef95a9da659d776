import type { ForgotPasswordBody, ResetPasswordBody } from '@flame/shared';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

/** `POST /api/auth/forgot-password`: asks for a reset link (the answer is the same for any email). */
export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.post<null>('/auth/forgot-password', body),
  });
}

/** `POST /api/auth/reset-password`: the link's token and the new password. */
export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<null>('/auth/reset-password', body),
  });
}
