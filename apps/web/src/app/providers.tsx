import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-context';
import { CartProvider } from '../lib/cart/cart-context';
import type { ApiClient } from '../lib/api-client';
import { ApiProvider } from '../lib/api-context';

/** The providers every render shares, in the browser and on the server. */
export function AppProviders({
  queryClient,
  api,
  children,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  children: ReactNode;
}) {
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
