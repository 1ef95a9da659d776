import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { Toaster } from 'sonner';
import { Drawer } from '../../../components/ui/drawer';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { SITE_NAME } from '../../../lib/head';
import { AdminEventsProvider } from './admin-events';
import { AdminForbidden, AdminSignedOut, AdminWrongRestaurant } from './admin-access';
import { AdminNav, AdminSidebar } from './admin-sidebar';
import { LoadFailure } from './load-failure';
import { MenuNewsDot } from './menu-news-dot';
import { TOAST_COLORS } from './toast-colors';
import { ownedRestaurantQueryOptions, type AdminOutletContext } from './owned-restaurant';

/**
 * The owner's dashboard (spec section 2, DESIGN.md 4.13): a top bar, the collapsible side menu (a drawer on
 * phones) and the open section. Only the signed-in owner of this restaurant gets past the checks.
 */
export function AdminLayout() {
  const { restaurantId = '' } = useParams();
  return (
    <AdminEventsProvider restaurantId={restaurantId}>
      <AdminFrame restaurantId={restaurantId} />
    </AdminEventsProvider>
  );
}

/** The frame inside the dashboard's one live event stream (the side menu's badges and the sections read it). */
function AdminFrame({ restaurantId }: { restaurantId: string }) {
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-cream-50">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-cream-200 bg-white/95 px-4 backdrop-blur sm:px-6">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label="Open the dashboard menu"
          className="relative grid size-10 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
          <MenuNewsDot />
        </button>
        <Link to={paths.home.href()} className="flex min-w-0 items-center gap-2.5 rounded-full pr-2">
          <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="truncate font-display text-lg font-bold text-brand-700">{SITE_NAME}</span>
          <span className="hidden text-sm font-medium text-stone-500 sm:inline">Admin Dashboard</span>
        </Link>
        <Link
          to={paths.home.href()}
          className="ml-auto inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          View site
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
      </header>
      <div className="flex">
        <AdminSidebar
          restaurantId={restaurantId}
          collapsed={collapsed}
          onToggle={() => setCollapsed((c) => !c)}
        />
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title="Dashboard"
          closeLabel="Close the menu"
        >
          <nav aria-label="Dashboard sections">
            <AdminNav restaurantId={restaurantId} onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 sm:py-8"
        >
          <OwnerGate restaurantId={restaurantId} />
        </main>
      </div>
      <Toaster position="top-center" richColors closeButton style={TOAST_COLORS} />
    </div>
  );
}

/** Signed out, not the owner, another restaurant's address, or the section with its restaurant. */
function OwnerGate({ restaurantId }: { restaurantId: string }) {
  const api = useApi();
  const { user, status } = useAuth();
  const isAdmin = user?.role === 'admin';
  const owned = useQuery({ ...ownedRestaurantQueryOptions(api), enabled: isAdmin, retry: false });

  if (status === 'signed-out') return <AdminSignedOut />;
  if (status === 'signed-in' && !isAdmin) return <AdminForbidden />;
  if (owned.error instanceof ApiError && owned.error.status === 403) return <AdminForbidden />;
  if (owned.isError) {
    return (
      <LoadFailure
        title="Failed to load the dashboard"
        error={owned.error}
        onRetry={() => void owned.refetch()}
        retrying={owned.isFetching}
      />
    );
  }
  if (status === 'unknown' || !owned.isSuccess)
    return <Skeleton className="h-96 w-full" label="Loading the dashboard..." />;
  if (!owned.data) return <AdminForbidden />;
  if (owned.data._id !== restaurantId) return <AdminWrongRestaurant restaurantId={owned.data._id} />;
  return <Outlet context={{ restaurant: owned.data } satisfies AdminOutletContext} />;
}
