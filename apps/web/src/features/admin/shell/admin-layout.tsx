import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Outlet, useMatch, useOutletContext, useParams } from 'react-router';
import { Toaster } from 'sonner';
import { Drawer } from '../../../components/ui/drawer';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';
import { paths } from '../../../config/paths';
import { AdminEventsProvider } from './admin-events';
import { AdminForbidden, AdminSignedOut, AdminWrongRestaurant } from './admin-access';
import { AdminNav, AdminSidebar } from './admin-sidebar';
import { AdminTopBar } from './admin-top-bar';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { CustomerCancellationAlerts } from '../order-alert/customer-cancellation-alerts';
import { OrderSoundPrompt } from '../order-alert/order-sound-prompt';
import { OrderingPausedBanner } from '../service/ordering-paused-banner';
import { TOAST_CLOSE_INSIDE, TOAST_ROOM_FOR_CLOSE } from '../ui/toast-close-button';
import { TOAST_COLORS } from '../ui/toast-colors';
import { ownedRestaurantQueryOptions } from '../../../api/restaurant';
import type { AdminOutletContext } from './owned-restaurant';

/**
 * Everything under `/admin-dashboard/{restaurantId}`: the dashboard's live stream, and the owner checks. Only the
 * signed-in owner of this restaurant gets past them, to the dashboard's frame with its sections (`AdminFrame`)
 * or a page of its own (the kitchen ticket); anyone else sees one message and nothing of the dashboard's menu.
 */
export function AdminLayout() {
  const { restaurantId = '' } = useParams();
  return (
    <AdminEventsProvider restaurantId={restaurantId}>
      <OwnerGate restaurantId={restaurantId} />
    </AdminEventsProvider>
  );
}

/** Signed out, not the owner, another restaurant's address, or the dashboard with its restaurant. */
function OwnerGate({ restaurantId }: { restaurantId: string }) {
  const api = useApi();
  const { user, status } = useAuth();
  const isAdmin = user?.role === 'admin';
  const owned = useQuery({ ...ownedRestaurantQueryOptions(api), enabled: isAdmin, retry: false });

  if (status === 'signed-out')
    return (
      <Message>
        <AdminSignedOut />
      </Message>
    );
  if (status === 'signed-in' && !isAdmin)
    return (
      <Message>
        <AdminForbidden />
      </Message>
    );
  if (owned.error instanceof ApiError && owned.error.status === 403)
    return (
      <Message>
        <AdminForbidden />
      </Message>
    );
  // A failed reload keeps the dashboard it had read: an outage never blanks the board (it says so itself).
  if (owned.isError && owned.data === undefined) {
    return (
      <Message>
        <LoadFailedAlert
          title="Failed to load the dashboard"
          error={owned.error}
          onRetry={() => void owned.refetch()}
          retrying={owned.isFetching}
        />
      </Message>
    );
  }
  // Who is signed in is known only in the browser, so this is also the page's first HTML: shown at once, not
  // after the usual delay, so a slow phone sees the dashboard loading (never an empty page) until the app starts.
  if (status === 'unknown' || owned.isPending)
    return (
      <Message>
        <Skeleton className="h-96 w-full" label="Loading the dashboard..." delayMs={0} />
      </Message>
    );
  if (!owned.data)
    return (
      <Message>
        <AdminForbidden />
      </Message>
    );
  if (owned.data._id !== restaurantId)
    return <Message>{<AdminWrongRestaurant restaurantId={owned.data._id} />}</Message>;
  return <Outlet context={{ restaurant: owned.data } satisfies AdminOutletContext} />;
}

/** The owner's dashboard around its sections: top bar, the collapsible side menu and the open section. */
export function AdminFrame() {
  const { restaurantId = '' } = useParams();
  const context = useOutletContext<AdminOutletContext>();
  return (
    <OwnerFrame restaurantId={restaurantId}>
      <Outlet context={context} />
    </OwnerFrame>
  );
}

/** The page around a message for whoever is not (or not yet known to be) the owner: no dashboard menu. */
function Message({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-cream-50">
      <AdminTopBar />
      <main id="main-content" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-8 sm:py-8">
        {children}
      </main>
    </div>
  );
}

/**
 * Whether the side menu shows icons only: as the owner last chose; until then only on the pickups board below
 * 1280 px, where a tablet's width goes to the kitchen view's three columns.
 */
function useSideMenuCollapsed() {
  const [chosen, setChosen] = useState<boolean | null>(null);
  const onBoard = useMatch(`${paths.adminDashboard.path}/pickups`) !== null;
  const belowDesktop = useMediaQuery('(max-width: 1279.98px)');
  const value = chosen ?? (onBoard && belowDesktop);
  return { value, toggle: () => setChosen(!value) };
}

/** The owner's frame: top bar, side menu (a drawer on phones) and the open section. */
function OwnerFrame({ restaurantId, children }: { restaurantId: string; children: ReactNode }) {
  const collapsed = useSideMenuCollapsed();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-cream-50">
      <AdminTopBar onOpenMenu={() => setMenuOpen(true)} restaurantId={restaurantId} />
      <div className="flex">
        <AdminSidebar restaurantId={restaurantId} collapsed={collapsed.value} onToggle={collapsed.toggle} />
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
          <CustomerCancellationAlerts />
          <OrderingPausedBanner />
          <OrderSoundPrompt />
          {children}
        </main>
      </div>
      <Toaster
        position="top-center"
        richColors
        closeButton
        style={{ ...TOAST_COLORS, ...TOAST_CLOSE_INSIDE }}
        toastOptions={{ style: TOAST_ROOM_FOR_CLOSE }}
      />
    </div>
  );
}
