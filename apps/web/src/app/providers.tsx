import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-context';
import { CartProvider } from '../lib/cart/cart-context';
import type { ApiClient } from '../lib/api-client';
import { ApiProvider } from '../lib/api-context';
import { replayEarlyTaps } from '../lib/early-taps';

/**
 * The providers every render shares, in the browser and on the server. Once the whole page has hydrated (this
 * parent's effect runs after every child's), the taps made before the app started are replayed.
 */
export function AppProviders({
  queryClient,
  api,
  children,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  children: ReactNode;
}) {
  useEffect(replayEarlyTaps, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <AuthProvider>
          <CartProvider>{children}</CartProvider>
        </AuthProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
