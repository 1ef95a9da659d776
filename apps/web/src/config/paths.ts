/** Every route path of the app, with helpers that build links: no component writes a path by hand. */
export const paths = {
  home: { path: '/', href: () => '/' },
  menu: { path: '/menu', href: (categoryId?: string) => (categoryId ? `/menu#${categoryId}` : '/menu') },
  food: { path: '/food/:id', href: (id: string) => `/food/${id}` },
  order: { path: '/order/:id', href: (id: string) => `/order/${id}` },
  checkout: { path: '/checkout', href: () => '/checkout' },
  tracking: { path: '/tracking/:id', href: (id: string) => `/tracking/${id}` },
  profile: { path: '/profile', href: () => '/profile' },
  addAddress: { path: '/add/address', href: () => '/add/address' },
  orders: { path: '/orders', href: () => '/orders' },
  orderReview: { path: '/orders/:id/review', href: (id: string) => `/orders/${id}/review` },
  catering: { path: '/caterine', href: () => '/caterine' },
  deals: { path: '/deals', href: () => '/deals' },
  contact: { path: '/contact', href: () => '/contact' },
  about: { path: '/about', href: () => '/about' },
  tables: { path: '/tables', href: () => '/tables' },
  cancelReservation: { path: '/reservations/cancel', href: () => '/reservations/cancel' },
  unsubscribe: { path: '/unsubscribe', href: () => '/unsubscribe' },
  emailOffers: { path: '/email-offers', href: () => '/email-offers' },
  /** A walk-in's live place in line, opened by the signed link the host gives them. */
  waitlist: { path: '/waitlist/:token', href: (token: string) => `/waitlist/${encodeURIComponent(token)}` },
  authCallback: { path: '/auth/callback', href: () => '/auth/callback' },
  adminDashboard: {
    path: '/admin-dashboard/:restaurantId',
    /** The dashboard, or one of its sections (`features/admin/shell/admin-sections.ts`). */
    href: (restaurantId: string, section?: string) =>
      section ? `/admin-dashboard/${restaurantId}/${section}` : `/admin-dashboard/${restaurantId}`,
  },
  kitchenTicket: {
    path: '/admin-dashboard/:restaurantId/pickups/:orderId/ticket',
    /** Under the dashboard's route (which holds the owner checks), outside its frame. */
    childPath: 'pickups/:orderId/ticket',
    href: (restaurantId: string, orderId: string) =>
      `/admin-dashboard/${restaurantId}/pickups/${orderId}/ticket`,
  },
  login: {
    path: '/login',
    href: (redirectTo?: string) =>
      redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  verifyEmail: { path: '/verify-email', href: () => '/verify-email' },
  signup: {
    path: '/signup',
    href: (redirectTo?: string) =>
      redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup',
  },
} as const;
