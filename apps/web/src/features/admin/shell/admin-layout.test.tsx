import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { ApiProvider } from '../../../lib/api-context';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { createQueryClient } from '../../../lib/query-client';
import { AdminLayout } from './admin-layout';

describe('AdminLayout', () => {
  it("is the dashboard's loading state in the first HTML, before the app has started", () => {
    const api = createApiClient({ fetch: vi.fn() as unknown as typeof fetch });
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <ApiProvider client={api}>
          <AuthProvider>
            <MemoryRouter initialEntries={['/admin-dashboard/r1']}>
              <Routes>
                <Route path="/admin-dashboard/:restaurantId" element={<AdminLayout />} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </ApiProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading the dashboard...');
    expect(html).toContain('animate-pulse');
  });
});
