/** `GET /api/auth/google`: a browser redirect to the provider, not a fetch. */
export function googleSignInUrl(redirectTo?: string): string {
  return redirectTo && redirectTo !== '/profile'
    ? `/api/auth/google?redirectTo=${encodeURIComponent(redirectTo)}`
    : '/api/auth/google';
}
