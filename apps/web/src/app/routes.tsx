import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import type { RouteDeps, RouteModule } from '../lib/route-deps';
import { restaurantQueryOptions } from '../api/restaurant';
import { AppErrorElement } from './app-error-element';
import { AuthLayout } from './layouts/auth-layout';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';

/** Turns a lazily imported route module into the route's lazy properties, giving its loader the deps. */
function page(importModule: () => Promise<RouteModule>, deps: RouteDeps): RouteObject['lazy'] {
  return async () => {
    const module = await importModule();
    return {
      Component: module.default,
      ...(module.loader ? { loader: module.loader(deps) } : {}),
      ...(module.head ? { handle: { head: module.head } } : {}),
    };
  };
}

/**
 * Every route of the site. Pages load lazily; the main layout's loader puts the restaurant
 * (header, footer, chat link) into the cache, so the first HTML already shows it.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const lazy = (importModule: () => Promise<RouteModule>) => page(importModule, deps);
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: AppErrorElement,
      children: [
        {
          id: 'main',
          Component: MainLayout,
          loader: async () => {
            await deps.queryClient.prefetchQuery(restaurantQueryOptions(deps.api));
            return null;
          },
          children: [
            { index: true, lazy: lazy(() => import('./routes/home-page')) },
            { path: paths.menu.path, lazy: lazy(() => import('../features/menu/routes/menu-page')) },
            { path: paths.food.path, lazy: lazy(() => import('../features/menu/routes/food-page')) },
            { path: paths.deals.path, lazy: lazy(() => import('../features/menu/routes/deals-page')) },
            { path: paths.order.path, lazy: lazy(() => import('../features/orders/routes/order-page')) },
            {
              path: paths.checkout.path,
              lazy: lazy(() => import('../features/orders/routes/checkout-page')),
            },
            {
              path: paths.tracking.path,
              lazy: lazy(() => import('../features/orders/routes/tracking-page')),
            },
            { path: paths.orders.path, lazy: lazy(() => import('../features/orders/routes/orders-page')) },
            {
              path: paths.orderReview.path,
              lazy: lazy(() => import('../features/orders/routes/review-page')),
            },
            { path: paths.profile.path, lazy: lazy(() => import('../features/account/routes/profile-page')) },
            {
              path: paths.addAddress.path,
              lazy: lazy(() => import('../features/account/routes/add-address-page')),
            },
            {
              path: paths.catering.path,
              lazy: lazy(() => import('../features/restaurant/routes/catering-page')),
            },
            {
              path: paths.contact.path,
              lazy: lazy(() => import('../features/restaurant/routes/contact-page')),
            },
            { path: paths.about.path, lazy: lazy(() => import('../features/restaurant/routes/about-page')) },
            { path: paths.tables.path, lazy: lazy(() => import('../features/tables/routes/tables-page')) },
            {
              path: paths.cancelReservation.path,
              lazy: lazy(() => import('../features/tables/routes/cancel-link-page')),
            },
            {
              path: paths.waitlist.path,
              lazy: lazy(() => import('../features/waitlist/routes/waitlist-page')),
            },
            {
              path: paths.unsubscribe.path,
              lazy: lazy(() => import('../features/account/routes/unsubscribe-page')),
            },
            {
              path: paths.emailOffers.path,
              lazy: lazy(() => import('../features/account/routes/email-offers-page')),
            },
            { path: '*', lazy: lazy(() => import('./not-found-page')) },
          ],
        },
        {
          id: 'auth',
          Component: AuthLayout,
          children: [
            {
              path: paths.authCallback.path,
              lazy: lazy(() => import('../features/auth/routes/auth-callback-page')),
            },
            { path: paths.login.path, lazy: lazy(() => import('../features/auth/routes/login-page')) },
            { path: paths.signup.path, lazy: lazy(() => import('../features/auth/routes/signup-page')) },
            {
              path: paths.forgotPassword.path,
              lazy: lazy(() => import('../features/auth/routes/forgot-password-page')),
            },
            {
              path: paths.resetPassword.path,
              lazy: lazy(() => import('../features/auth/routes/reset-password-page')),
            },
            {
              path: paths.verifyEmail.path,
              lazy: lazy(() => import('../features/auth/routes/verify-email-page')),
            },
          ],
        },
        {
          id: 'admin',
          Component: BareLayout,
          children: [
            {
              path: paths.adminDashboard.path,
              lazy: lazy(() => import('../features/admin/routes/admin-dashboard-layout')),
              children: [
                {
                  lazy: lazy(() => import('../features/admin/routes/admin-frame-layout')),
                  children: [
                    { index: true, lazy: lazy(() => import('../features/admin/routes/overview-section')) },
                    { path: 'reports', lazy: lazy(() => import('../features/admin/routes/reports-section')) },
                    { path: 'guests', lazy: lazy(() => import('../features/admin/routes/guests-section')) },
                    {
                      path: 'restaurant',
                      lazy: lazy(() => import('../features/admin/routes/restaurant-section')),
                    },
                    {
                      path: 'hero-images',
                      lazy: lazy(() => import('../features/admin/routes/hero-images-section')),
                    },
                    { path: 'about', lazy: lazy(() => import('../features/admin/routes/about-section')) },
                    { path: 'menu', lazy: lazy(() => import('../features/admin/routes/menu-section')) },
                    { path: 'members', lazy: lazy(() => import('../features/admin/routes/members-section')) },
                    { path: 'tables', lazy: lazy(() => import('../features/admin/routes/tables-section')) },
                    {
                      path: 'reservations',
                      lazy: lazy(() => import('../features/admin/routes/reservations-section')),
                    },
                    { path: 'pickups', lazy: lazy(() => import('../features/admin/routes/pickups-section')) },
                    { path: 'inbox', lazy: lazy(() => import('../features/admin/routes/inbox-section')) },
                    {
                      path: 'settings',
                      lazy: lazy(() => import('../features/admin/routes/settings-section')),
                    },
                  ],
                },
                {
                  path: paths.kitchenTicket.childPath,
                  lazy: lazy(() => import('../features/admin/routes/kitchen-ticket-page')),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
